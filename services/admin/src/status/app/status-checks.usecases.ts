import { Inject, Injectable } from '@nestjs/common';
import { STATUS_COMPONENTS, UPTIME_DAYS, type StatusHistoryReply } from '@lieux/contracts';
import { checkSlot, DEFAULT_STARTUP_GRACE_MS, lastDays, recordsRound, uptimeOver } from '../domain/uptime.js';
import { STATUS_MEASURER, STATUS_REPOSITORY, STATUS_SETTINGS, type StatusMeasurer, type StatusRepository, type StatusSettings } from './status.repository.js';

const DAY_MS = 24 * 3_600_000;

/**
 * One round of the status history: measure the six lines, record them under the round's slot (a
 * replica that comes second records nothing), and forget what is older than 90 days. While the
 * platform is still starting with the recorder (`recordsRound`), nothing is recorded: no data, not down.
 */
@Injectable()
export class RecordStatusCheckUseCase {
  private readonly startedAt = new Date();
  private settled = false;

  constructor(
    @Inject(STATUS_MEASURER) private readonly probe: StatusMeasurer,
    @Inject(STATUS_REPOSITORY) private readonly status: StatusRepository,
    @Inject(STATUS_SETTINGS) private readonly settings: StatusSettings,
  ) {}

  async execute(now = new Date()): Promise<{ recorded: boolean; pruned: number }> {
    const probes = await this.probe.measure();
    this.settled = recordsRound(probes, this.startedAt, now, this.settings.startupGraceMs ?? DEFAULT_STARTUP_GRACE_MS, this.settled);
    const recorded = this.settled && (await this.status.recordChecks(checkSlot(now, this.settings.checkIntervalMs), probes));
    const pruned = await this.status.pruneChecks(new Date(now.getTime() - UPTIME_DAYS * DAY_MS));
    return { recorded, pruned };
  }
}

/** What the gateway adds to its live measures: each line's 90-day uptime and daily bar, and the incidents in progress. */
@Injectable()
export class GetStatusHistoryUseCase {
  constructor(@Inject(STATUS_REPOSITORY) private readonly status: StatusRepository) {}

  async execute(now = new Date()): Promise<StatusHistoryReply> {
    const days = lastDays(now, UPTIME_DAYS);
    const [counts, incidents] = await Promise.all([this.status.dailyCounts(days[0]), this.status.openIncidents()]);
    const components = Object.fromEntries(
      STATUS_COMPONENTS.map((component) => [component, uptimeOver(days, counts.filter((count) => count.component === component))]),
    ) as StatusHistoryReply['components'];
    return { components, incidents };
  }
}
