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
    const [venue] = await this.em.execute<Array<{ vote_count: number }>>(
      `update "${schema}".venues set vote_count = vote_count + ? where id = ? returning vote_count`,
      [tally.delta, tally.venueId],
    );
    if (!venue) return 'unknown_venue';
    await this.em.execute(
      `insert into "${schema}".venue_vote_days (venue_id, day, votes) values (?, ?, ?)
       on conflict (venue_id, day) do update set votes = venue_vote_days.votes + excluded.votes`,
      [tally.venueId, tally.day, tally.delta],
      'run',
    );
    this.outbox.add(this.em, 'venue.votes-counted', { venueId: tally.venueId, voteCount: venue.vote_count, countedAt: countedAt.toISOString() });
    return { voteCount: venue.vote_count };
  }
}
