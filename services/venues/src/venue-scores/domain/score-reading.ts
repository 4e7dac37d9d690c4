import type { ScoreUpdatedV1 } from '@lieux/contracts';

/** The five platform columns of the read model, in the event's order. */
export const PLATFORM_SCORE_KEYS = ['ig', 'tt', 'fb', 'li', 'gb'] as const;
export type PlatformScoreKey = (typeof PLATFORM_SCORE_KEYS)[number];

/**
 * What one `score.updated` sets on a venue row: the composite (null when not scored: the cards say
 * "pas encore noté" rather than 0), each platform's sub-score (null where the platform does not
 * count) and the computation's time, which orders the events.
 */
export interface ScoreReading {
  venueId: string;
  score: number | null;
  platforms: Record<PlatformScoreKey, number | null>;
  computedAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function scoreOf(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) throw new RangeError(`${what} is not a score 0–100: ${String(value)}`);
  return value;
}

/** The reading of an event; a RangeError when the event can never be applied (dead-letter it). */
export function scoreReading(event: ScoreUpdatedV1): ScoreReading {
  if (typeof event.venueId !== 'string' || !UUID.test(event.venueId)) throw new RangeError(`not a venue id: ${String(event.venueId)}`);
  const computedAt = new Date(event.computedAt);
  if (typeof event.computedAt !== 'string' || Number.isNaN(computedAt.getTime())) throw new RangeError(`not a timestamp: ${String(event.computedAt)}`);
  const composite = scoreOf(event.score, 'score');
  const scored = event.state !== 'not-scored';
  const platforms = Object.fromEntries(
    PLATFORM_SCORE_KEYS.map((key) => {
      const value = event.platformScores?.[key];
      return [key, scored && value !== null && value !== undefined ? scoreOf(value, `${key} score`) : null];
    }),
  ) as Record<PlatformScoreKey, number | null>;
  return { venueId: event.venueId.toLowerCase(), score: scored ? composite : null, platforms, computedAt };
}
