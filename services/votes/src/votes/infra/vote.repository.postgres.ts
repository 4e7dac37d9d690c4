import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VoteValue } from '@lieux/contracts';
import type { EventEnvelope } from '@lieux/contracts';
import { traceparentOf } from '@lieux/platform';
import { EventOutbox, WriteBatcher } from '@lieux/service-kit';
import type { VoteRepository } from '../app/vote.repository.js';

/**
 * Votes in PostgreSQL. Exactness rests on the table, not on the caller: the primary key
 * `(user_id, venue_id)` makes one row per person and venue, and each write changes the row only when
 * its value differs (`where votes.value <> …`), returning a row only then. 100 identical votes at
 * once: the first inserts, the others (in later batches, or on another replica waiting on its row
 * lock) find the value already set and return nothing — one `vote.cast`, written in the same
 * statement as the change (the outbox).
 */
type VoteWrite = { userId: string; venueId: string; value: VoteValue; at: Date; envelope: EventEnvelope; traceparent: string | null };

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

  /** Votes arriving while a write is in flight go together in the next statement (libs/service-kit WriteBatcher). */
  private readonly writes = new WriteBatcher<VoteWrite, { changed: boolean }>({
    writeMany: (votes) => this.setMany(votes),
    keyOf: (vote) => `${vote.userId}:${vote.venueId}`,
  });

  set(vote: { userId: string; venueId: string; value: VoteValue; at: Date }): Promise<{ changed: boolean }> {
    // The envelope is made here, in the caller's request context (its request id and trace), not in the batch.
    const envelope = this.outbox.envelope('vote.cast', { userId: vote.userId, venueId: vote.venueId, value: vote.value, castAt: vote.at.toISOString() });
    return this.writes.write({ ...vote, envelope, traceparent: traceparentOf() });
  }

  /**
   * A batch of votes (one per person and venue) and their events in one statement: one round trip,
   * one commit, atomic. A vote changes its row only when the value differs (`where votes.value <> …`),
   * returning a row only then, and only those rows get their `vote.cast` in the outbox. Taking back a
   * vote never makes a vote row.
   */
  private async setMany(votes: VoteWrite[]): Promise<{ changed: boolean }[]> {
    const schema = this.schema;
    const input = votes.map((vote) => {
      const [eventId, , envelope, requestId, occurredAt, traceparent] = EventOutbox.row(vote.envelope, vote.traceparent);
      return { user_id: vote.userId, venue_id: vote.venueId, value: vote.value, at: vote.at.toISOString(), event_id: eventId, envelope: JSON.parse(envelope) as unknown, request_id: requestId, occurred_at: occurredAt, traceparent };
    });
    const rows = await this.em.execute<Array<{ user_id: string; venue_id: string }>>(
      `with input as (
         select * from jsonb_to_recordset(?::jsonb)
           as i(user_id uuid, venue_id uuid, value smallint, at timestamptz, event_id uuid, envelope jsonb, request_id text, occurred_at timestamptz, traceparent text)
       ),
       voted as (
         insert into "${schema}".votes (user_id, venue_id, value, updated_at)
         select user_id, venue_id, 1, at from input where value = 1
         on conflict (user_id, venue_id) do update set value = 1, updated_at = excluded.updated_at where votes.value <> 1
         returning user_id, venue_id
       ),
       withdrawn as (
         update "${schema}".votes set value = 0, updated_at = input.at from input
         where input.value = 0 and votes.user_id = input.user_id and votes.venue_id = input.venue_id and votes.value <> 0
         returning votes.user_id, votes.venue_id
       ),
       changed as (select user_id, venue_id from voted union all select user_id, venue_id from withdrawn)
       insert into "${schema}".outbox (id, subject, payload, request_id, created_at, traceparent)
       select input.event_id, 'vote.cast', input.envelope, input.request_id, input.occurred_at, input.traceparent
       from input join changed using (user_id, venue_id)
       returning payload->'payload'->>'userId' as user_id, payload->'payload'->>'venueId' as venue_id`,
      [JSON.stringify(input)],
    );
    const changed = new Set(rows.map((row) => `${row.user_id}:${row.venue_id}`));
    return votes.map((vote) => ({ changed: changed.has(`${vote.userId}:${vote.venueId}`) }));
  }

  /** A deleted venue's votes go with it: there is no count left to keep (issue 30 §5). */
  async eraseVenue(venueId: string): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(`delete from "${this.schema}".votes where venue_id = ?`, [venueId], 'run');
    return result.affectedRows;
  }

  async anonymise(userId: string): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(`update "${this.schema}".votes set user_id = gen_random_uuid() where user_id = ?`, [userId], 'run');
    return result.affectedRows;
  }
}
