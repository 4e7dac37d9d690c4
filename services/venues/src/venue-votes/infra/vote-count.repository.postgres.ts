import type { EntityManager } from '@mikro-orm/postgresql';
import { EventOutbox } from '@lieux/service-kit';
import type { VoteCountRepository } from '../app/vote-count.repository.js';
import type { VoteTally } from '../domain/vote-tally.js';

/**
 * Given the transaction of an event (the consumer's, which also holds its inbox row), moves the
 * counts with increments done by PostgreSQL (`vote_count + 1`): two replicas applying different
 * votes of one venue at once serialise on the row and lose nothing. `vote_count >= 0` is checked by
 * the table: a withdrawal that arrives before its vote fails and is retried after it.
 */
export class PostgresVoteCountRepository implements VoteCountRepository {
  private readonly outbox = new EventOutbox();

  constructor(private readonly em: EntityManager) {}

  async apply(tally: VoteTally, countedAt: Date): Promise<{ voteCount: number } | 'unknown_venue'> {
    const schema = String(this.em.config.get('schema'));
    // One statement, one round trip: the count, the day and `venue.votes-counted` move together, or
    // nothing does (no such venue). The event's count comes from the update's own row.
    const envelope = this.outbox.envelope('venue.votes-counted', { venueId: tally.venueId, voteCount: 0, countedAt: countedAt.toISOString() });
    const [venue] = await this.em.execute<Array<{ vote_count: number }>>(
      `with counted as (
         update "${schema}".venues set vote_count = vote_count + ? where id = ? returning id, vote_count
       ), day as (
         insert into "${schema}".venue_vote_days (venue_id, day, votes) select id, ?, ? from counted
         on conflict (venue_id, day) do update set votes = venue_vote_days.votes + excluded.votes
       ), told as (
         ${EventOutbox.insertFrom(schema, 'counted', "jsonb_set(?::jsonb, '{payload,voteCount}', to_jsonb(counted.vote_count))")}
       )
       select vote_count from counted`,
      [tally.delta, tally.venueId, tally.day, tally.delta, ...EventOutbox.row(envelope)],
    );
    if (!venue) return 'unknown_venue';
    return { voteCount: venue.vote_count };
  }
}
