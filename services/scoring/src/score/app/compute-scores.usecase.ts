import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { moroccoDay, type VenueMetrics } from '@lieux/contracts';
import { CLOCK, type Clock } from '../../runs/app/score-run.repository.js';
import { scoreVenue } from '../domain/venue-score.js';
import { METRICS_SOURCE, SCORE_STORE, type BatchClaim, type MetricsSource, type ScoreStore } from './score.ports.js';

/** The connections service is asked about this many venues at a time. */
export const METRICS_PULL_CHUNK = 100;

/**
 * Computes venues' scores: their metrics pulled (≤ 100 venues a request), the formula applied with
 * each platform's trust memory, everything stored at once. A venue the pull does not mention, or
 * mentions with no platform, has no counted connection: not scored.
 */
@Injectable()
export class ComputeScoresUseCase {
  constructor(
    @Inject(METRICS_SOURCE) private readonly metrics: MetricsSource,
    @Inject(SCORE_STORE) private readonly store: ScoreStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The number of venues computed; 0 when the claimed batch was done already. */
  async execute(venueIds: readonly string[], runId: string, claim?: BatchClaim): Promise<number> {
    const pulled = await this.pull(venueIds);
    const computedAt = this.clock.now();
    const day = moroccoDay(computedAt);
    const trust = await this.store.trustOf(venueIds, day);
    const venues = venueIds.map((venueId) => ({
      computationId: randomUUID(),
      venueId,
      score: scoreVenue(pulled.get(venueId.toLowerCase())?.platforms ?? [], trust.get(venueId) ?? {}, day),
    }));
    const applied = await this.store.save({ runId, computedAt, day, venues }, claim);
    return applied ? venues.length : 0;
  }

  private async pull(venueIds: readonly string[]): Promise<Map<string, VenueMetrics>> {
    const byVenue = new Map<string, VenueMetrics>();
    for (let start = 0; start < venueIds.length; start += METRICS_PULL_CHUNK) {
      for (const venue of await this.metrics.pull(venueIds.slice(start, start + METRICS_PULL_CHUNK))) {
        byVenue.set(venue.venueId.toLowerCase(), venue);
      }
    }
    return byVenue;
  }
}
