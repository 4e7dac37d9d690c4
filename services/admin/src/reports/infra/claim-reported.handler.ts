import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REPORT_TEXT_LIMITS, type EventMap } from '@lieux/contracts';
import { OnEvent, type EventHandlerContext } from '@lieux/service-kit';
import { PostgresReportRepository } from './reports.repository.postgres.js';

/**
 * One owner per venue (issue 32 §2): a claim of a venue that has an owner is a report for the admins,
 * from the claimant, reason `other` with what the claim was proven with. In the event's transaction,
 * once (inbox); a claimant's second one while the first is open adds nothing.
 */
@Injectable()
export class ClaimReportedHandler {
  constructor(@Inject(PostgresReportRepository) private readonly reports: PostgresReportRepository) {}

  @OnEvent('venue.claim-reported')
  async onClaimReported(payload: EventMap['venue.claim-reported'], { em }: EventHandlerContext<'venue.claim-reported'>): Promise<void> {
    await this.reports.insert(
      em,
      {
        id: randomUUID(),
        venue: { id: payload.venueId, slug: payload.slug, name: payload.name },
        reporterUserId: payload.claimantUserId,
        reason: 'other',
        text: payload.summary.slice(0, REPORT_TEXT_LIMITS.max),
        createdAt: new Date(payload.reportedAt),
      },
      true,
    );
  }
}
