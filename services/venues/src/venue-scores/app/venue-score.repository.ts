import type { ScoreReading } from '../domain/score-reading.js';

/** The score columns of the venues read model (`venues.score`, the five platform scores, `score_computed_at`). */
export interface VenueScoreRepository {
  /**
   * Sets the reading on its venue in the caller's transaction unless the row already shows a later
   * computation, and then records `venue.score-applied` in the same transaction. `stale`: an older
   * computation (nothing written); `unknown_venue`: the read model has no such venue.
   */
  apply(reading: ScoreReading): Promise<'applied' | 'stale' | 'unknown_venue'>;
}
