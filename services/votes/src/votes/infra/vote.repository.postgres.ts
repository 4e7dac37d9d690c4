import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VoteValue } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import type { VoteRepository } from '../app/vote.repository.js';

/**
 * Votes in PostgreSQL. Exactness rests on the table, not on the caller: the primary key
 * `(user_id, venue_id)` makes one row per person and venue, and each write changes the row only when
 * its value differs (`where votes.value <> …`), returning a row only then. 100 identical votes at
 * once: the first inserts, the others wait on its row lock, find the value already set and return
 * nothing — one `vote.cast`, written in the same transaction as the change (the outbox).
 */
@Injectable()
export class PostgresVoteRepository implements VoteRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  private get schema(): string {
    return String(this.em.config.get('schema'));
  }

  async valueOf(userId: string, venueId: string): Promise<VoteValue> {
    const [row] = await this.em.execute<Array<{ value: number }>>(`select value from "${this.schema}".votes where user_id = ? and venue_id = ?`, [userId, venueId]);
    return row?.value === 1 ? 1 : 0;
  }

  async venuesVotedFor(userId: string, venueId: string): Promise<{ count: number; includesVenue: boolean }> {
    const [row] = await this.em.execute<Array<{ count: number; includes_venue: boolean }>>(
      `select count(*)::int as count, coalesce(bool_or(venue_id = ?), false) as includes_venue from "${this.schema}".votes where user_id = ?`,
      [venueId, userId],
    );
    return { count: row?.count ?? 0, includesVenue: row?.includes_venue ?? false };
  }

  async set(vote: { userId: string; venueId: string; value: VoteValue; at: Date }): Promise<{ changed: boolean }> {
    const { userId, venueId, value, at } = vote;
    const envelope = this.outbox.envelope('vote.cast', { userId, venueId, value, castAt: at.toISOString() });
    // The change and its event in one statement: one round trip, atomic; the outbox row exists only
    // when the change returned a row. Taking back a vote never makes a vote row.
    const change =
      value === 1
        ? `insert into "${this.schema}".votes (user_id, venue_id, value, updated_at) values (?, ?, 1, ?)
           on conflict (user_id, venue_id) do update set value = 1, updated_at = excluded.updated_at where votes.value <> 1
           returning 1`
        : `update "${this.schema}".votes set value = 0, updated_at = ? where user_id = ? and venue_id = ? and value <> 0 returning 1`;
    const rows = await this.em.execute<Array<{ id: string }>>(
      `with changed as (${change}) ${EventOutbox.insertFrom(this.schema, 'changed')} returning id`,
      [...(value === 1 ? [userId, venueId, at] : [at, userId, venueId]), ...EventOutbox.row(envelope)],
    );
    return { changed: rows.length > 0 };
  }

  async anonymise(userId: string): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(`update "${this.schema}".votes set user_id = gen_random_uuid() where user_id = ?`, [userId], 'run');
    return result.affectedRows;
  }
}
