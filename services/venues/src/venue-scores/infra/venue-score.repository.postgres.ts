import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@lieux/service-kit';
import type { VenueScoreRepository } from '../app/venue-score.repository.js';
import type { ScoreReading } from '../domain/score-reading.js';

/**
 * Given the transaction of an event (the consumer's, which holds its inbox row): one statement sets
 * the score columns where the row's computation is not newer, and stores `venue.score-applied` only
 * when it did. The search table follows by its trigger (`venue_search.score`).
 */
export class PostgresVenueScoreRepository implements VenueScoreRepository {
  private readonly outbox = new EventOutbox();

  constructor(private readonly em: EntityManager) {}

  async apply(reading: ScoreReading): Promise<'applied' | 'stale' | 'unknown_venue'> {
    const s = String(this.em.config.get('schema'));
    const computedAt = reading.computedAt.toISOString();
    const envelope = this.outbox.envelope('venue.score-applied', { venueId: reading.venueId, score: reading.score, computedAt });
    const { ig, tt, fb, li, gb } = reading.platforms;
    const [row] = await this.em.execute<Array<{ applied: boolean; known: boolean }>>(
      `with applied as (
         update "${s}".venues set score = ?, ig_score = ?, tt_score = ?, fb_score = ?, li_score = ?, gb_score = ?, score_computed_at = ?::timestamptz
         where id = ? and (score_computed_at is null or score_computed_at <= ?::timestamptz) returning id
       ), told as (
         ${EventOutbox.insertFrom(s, 'applied')}
       )
       select exists (select 1 from applied) as applied, exists (select 1 from "${s}".venues where id = ?) as known`,
      [reading.score, ig, tt, fb, li, gb, computedAt, reading.venueId, computedAt, ...EventOutbox.row(envelope), reading.venueId],
    );
    if (row?.applied) return 'applied';
    return row?.known ? 'stale' : 'unknown_venue';
  }
}
