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
type VoteWrite = { userId: string; venueId: string; value: VoteValue; at: Date; emailConfirmed: boolean; envelope: EventEnvelope; traceparent: string | null };

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
  private readonly writes = new WriteBatcher<VoteWrite, { changed: boolean; counted: boolean }>({
    writeMany: (votes) => this.setMany(votes),
    keyOf: (vote) => `${vote.userId}:${vote.venueId}`,
  });

  set(vote: { userId: string; venueId: string; value: VoteValue; at: Date; emailConfirmed: boolean }): Promise<{ changed: boolean; counted: boolean }> {
    // The envelope is made here, in the caller's request context (its request id and trace), not in the batch.
    const envelope = this.outbox.envelope('vote.cast', { userId: vote.userId, venueId: vote.venueId, value: vote.value, castAt: vote.at.toISOString() });
    return this.writes.write({ ...vote, envelope, traceparent: traceparentOf() });
  }

  /**
   * A batch of votes (one per person and venue) and their events in one statement: one round trip,
   * one commit, atomic. A vote changes its row only when the value differs (`where votes.value <> …`),
   * returning a row only then, and only those rows get their `vote.cast` in the outbox — when they are
   * counted (issue 30 §9): a vote of an unconfirmed voter is stored with `counted` false and no event, and
   * taking it back moves no public count either. Taking back a vote never makes a vote row.
   */
  private async setMany(votes: VoteWrite[]): Promise<{ changed: boolean; counted: boolean }[]> {
    const schema = this.schema;
    const input = votes.map((vote) => {
      const [eventId, , envelope, requestId, occurredAt, traceparent] = EventOutbox.row(vote.envelope, vote.traceparent);
      return { user_id: vote.userId, venue_id: vote.venueId, value: vote.value, at: vote.at.toISOString(), confirmed: vote.emailConfirmed, event_id: eventId, envelope: JSON.parse(envelope) as unknown, request_id: requestId, occurred_at: occurredAt, traceparent };
    });
    const rows = await this.em.execute<Array<{ user_id: string; venue_id: string; counted: boolean }>>(
      `with input as (
         select i.*, (i.confirmed or exists (select 1 from "${schema}".confirmed_voters c where c.user_id = i.user_id)) as counts
         from jsonb_to_recordset(?::jsonb)
           as i(user_id uuid, venue_id uuid, value smallint, at timestamptz, confirmed boolean, event_id uuid, envelope jsonb, request_id text, occurred_at timestamptz, traceparent text)
       ),
       voted as (
         insert into "${schema}".votes (user_id, venue_id, value, counted, updated_at)
         select user_id, venue_id, 1, counts, at from input where value = 1
         on conflict (user_id, venue_id) do update set value = 1, counted = excluded.counted, updated_at = excluded.updated_at where votes.value <> 1
         returning user_id, venue_id, counted
       ),
       withdrawn as (
         update "${schema}".votes set value = 0, updated_at = input.at from input
         where input.value = 0 and votes.user_id = input.user_id and votes.venue_id = input.venue_id and votes.value <> 0
         returning votes.user_id, votes.venue_id, votes.counted
       ),
       changed as (select user_id, venue_id, counted from voted union all select user_id, venue_id, counted from withdrawn),
       events as (
         insert into "${schema}".outbox (id, subject, payload, request_id, created_at, traceparent)
         select input.event_id, 'vote.cast', input.envelope, input.request_id, input.occurred_at, input.traceparent
         from input join changed using (user_id, venue_id) where changed.counted
       )
       select user_id, venue_id, counted from changed`,
      [JSON.stringify(input)],
    );
    const changed = new Map(rows.map((row) => [`${row.user_id}:${row.venue_id}`, row.counted]));
    return votes.map((vote) => {
      const counted = changed.get(`${vote.userId}:${vote.venueId}`);
      return { changed: counted !== undefined, counted: counted ?? false };
    });
  }

  async isConfirmedVoter(userId: string): Promise<boolean> {
    const rows = await this.em.execute<Array<{ found: number }>>(`select 1 as found from "${this.schema}".confirmed_voters where user_id = ?`, [userId]);
    return rows.length > 0;
  }

  async recordConfirmedVoter(userId: string, at: Date): Promise<void> {
    await this.em.execute(`insert into "${this.schema}".confirmed_voters (user_id, confirmed_at) values (?, ?) on conflict (user_id) do nothing`, [userId, at], 'run');
  }

  /**
   * One statement marks the rows counted (`where not counted`: of two runs at once, the second waits on
   * the rows' locks and finds them counted), then their events go in the same transaction. `castAt` is
   * `at` (the confirmation): the vote enters the public count, and the day’s net votes, then.
   */
  async countVotesOf(userId: string, at: Date): Promise<number> {
    return this.em.transactional(async (em) => {
      const rows = await em.execute<Array<{ venue_id: string; value: number }>>(
        `update "${this.schema}".votes set counted = true where user_id = ? and not counted returning venue_id, value`,
        [userId],
      );
      const votes = rows.filter((row) => row.value === 1);
      for (const row of votes) this.outbox.add(em, 'vote.cast', { userId, venueId: row.venue_id, value: 1, castAt: at.toISOString() });
      return votes.length;
    });
  }

  /** A deleted venue's votes go with it: there is no count left to keep (issue 30 §5). */
  async eraseVenue(venueId: string): Promise<number> {
    const result = await this.em.execute<{ affectedRows: number }>(`delete from "${this.schema}".votes where venue_id = ?`, [venueId], 'run');
    return result.affectedRows;
  }

  async anonymise(userId: string): Promise<number> {
    // An uncounted vote is in no count: nothing to keep of it.
    await this.em.execute(`delete from "${this.schema}".votes where user_id = ? and not counted`, [userId], 'run');
    await this.em.execute(`delete from "${this.schema}".confirmed_voters where user_id = ?`, [userId], 'run');
    const result = await this.em.execute<{ affectedRows: number }>(`update "${this.schema}".votes set user_id = gen_random_uuid() where user_id = ?`, [userId], 'run');
    return result.affectedRows;
  }
}
