import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PoolClient } from 'pg';
import { EventOutbox } from '@lieux/service-kit';
import type { ConnectionProvider, EventEnvelope, ScoreFlaggedV1 } from '@lieux/contracts';
import { scoreUpdated } from '../domain/score-events.js';
import type { BatchClaim, ScoreBatch, ScoreStore, TrustMemory } from '../app/score.ports.js';
import { ScoringSql, toDate } from './scoring-sql.js';

interface TrustRow {
  venue_id: string;
  provider: ConnectionProvider;
  current_day: string;
  current_followers: number | null;
  current_interactions: number | null;
  previous_day: string | null;
  previous_followers: number | null;
  previous_interactions: number | null;
  hold_base_followers: number | null;
  hold_since: string | null;
}

interface FlagRow {
  id: string;
  venue_id: string;
  provider: ScoreFlaggedV1['provider'];
  kind: ScoreFlaggedV1['kind'];
  detail: string;
  flagged_at: Date | string;
}

/**
 * The batch's writes, each one statement over the whole batch (`jsonb_to_recordset` of one JSON
 * parameter), in one transaction: computations, current scores (a later computation never loses to an
 * earlier one), the day's history point (the day's last computation), the trust memory (today's real
 * figures; the previous day's kept when the day turns), flags raised and cleared, and the outbox rows.
 */
@Injectable()
export class PostgresScoreStore implements ScoreStore {
  private readonly sql: ScoringSql;
  private readonly outbox = new EventOutbox();

  constructor(@Inject(MikroORM) orm: MikroORM) {
    this.sql = new ScoringSql(orm);
  }

  async trustOf(venueIds: readonly string[], day: string): Promise<Map<string, TrustMemory>> {
    const rows = await this.sql.query<TrustRow>(
      `select venue_id, provider, current_day::text, current_followers::float8, current_interactions::float8, previous_day::text,
              previous_followers::float8, previous_interactions::float8, hold_base_followers::float8, hold_since::text
         from "${this.sql.schema}".platform_trust where venue_id = any($1::uuid[])`,
      [venueIds],
    );
    const memory = new Map<string, TrustMemory>();
    for (const row of rows) {
      // The last figures of an earlier day; for an account first read today, its earlier figures of today,
      // so that a jump right after connecting is judged too.
      const current = { day: row.current_day, followers: row.current_followers, interactions30d: row.current_interactions };
      const earlier =
        row.current_day < day || !row.previous_day ? current : { day: row.previous_day, followers: row.previous_followers, interactions30d: row.previous_interactions };
      const hold = row.hold_base_followers !== null && row.hold_since ? { baseFollowers: row.hold_base_followers, since: row.hold_since } : null;
      memory.set(row.venue_id, { ...memory.get(row.venue_id), [row.provider]: { yesterday: earlier, hold } });
    }
    return memory;
  }

  save(computed: ScoreBatch, claim?: BatchClaim): Promise<boolean> {
    return this.sql.transaction(async (client) => {
      if (claim && !(await this.claim(client, claim, computed))) return false;
      const s = this.sql.schema;
      // A venue deleted while its computation was queued or running keeps nothing (issue 30 §5).
      const deleted = await client.query<{ venue_id: string }>(`select venue_id from "${s}".deleted_venues where venue_id = any($1::uuid[])`, [computed.venues.map((venue) => venue.venueId)]);
      const gone = new Set(deleted.rows.map((row) => row.venue_id));
      const batch = gone.size === 0 ? computed : { ...computed, venues: computed.venues.filter((venue) => !gone.has(venue.venueId)) };
      const at = batch.computedAt;
      const computations = JSON.stringify(
        batch.venues.map(({ computationId, venueId, score }) => ({ id: computationId, venue_id: venueId, state: score.state, score: score.score, version: score.formulaVersion, platforms: score.platforms })),
      );
      const rows = `jsonb_to_recordset($1::jsonb) as r(id uuid, venue_id uuid, state text, score float8, version int, platforms jsonb)`;
      await client.query(
        `insert into "${s}".score_computations (id, venue_id, run_id, state, score, formula_version, platforms, computed_at)
         select r.id, r.venue_id, $2, r.state, r.score, r.version, r.platforms, $3 from ${rows}`,
        [computations, batch.runId, at],
      );
      await client.query(
        `insert into "${s}".venue_scores as v (venue_id, computation_id, state, score, computed_at)
         select r.venue_id, r.id, r.state, r.score, $2 from ${rows}
         on conflict (venue_id) do update set computation_id = excluded.computation_id, state = excluded.state, score = excluded.score, computed_at = excluded.computed_at
         where v.computed_at <= excluded.computed_at`,
        [computations, at],
      );
      await client.query(
        `insert into "${s}".score_history as h (venue_id, day, state, score, computation_id, computed_at)
         select r.venue_id, $3::date, r.state, r.score, r.id, $2 from ${rows}
         on conflict (venue_id, day) do update set state = excluded.state, score = excluded.score, computation_id = excluded.computation_id, computed_at = excluded.computed_at
         where h.computed_at <= excluded.computed_at`,
        [computations, at, batch.day],
      );
      await this.saveTrust(client, batch);
      const flagged = await this.saveFlags(client, batch);
      await this.addEvents(client, [
        ...batch.venues.map(({ venueId, computationId, score }) => this.outbox.envelope('score.updated', scoreUpdated(venueId, computationId, score, at))),
        ...flagged.map((flag) =>
          this.outbox.envelope('score.flagged', { flagId: flag.id, venueId: flag.venue_id, provider: flag.provider, kind: flag.kind, detail: flag.detail, flaggedAt: toDate(flag.flagged_at).toISOString() }),
        ),
      ]);
      return true;
    });
  }

  /** Marks the batch done and counts it in its run; false when another attempt did it already. */
  private async claim(client: PoolClient, claim: BatchClaim, batch: ScoreBatch): Promise<boolean> {
    const s = this.sql.schema;
    const claimed = await client.query(`update "${s}".score_run_batches set done_at = $3 where run_id = $1 and batch_no = $2 and done_at is null returning batch_no`, [
      claim.runId,
      claim.batchNo,
      batch.computedAt,
    ]);
    if (claimed.rowCount === 0) return false;
    await client.query(
      `update "${s}".score_runs set venues_computed = venues_computed + $2, batches_done = batches_done + 1,
         status = case when batches_done + 1 + batches_failed >= batches_total then (case when batches_failed > 0 then 'failed' else 'succeeded' end) else status end,
         finished_at = case when batches_done + 1 + batches_failed >= batches_total then $3 else finished_at end
       where id = $1`,
      [claim.runId, batch.venues.length, batch.computedAt],
    );
    return true;
  }

  private async saveTrust(client: PoolClient, batch: ScoreBatch): Promise<void> {
    const rows = batch.venues.flatMap(({ venueId, score }) =>
      score.platforms
        .filter((platform) => platform.counted && platform.provider !== 'google')
        .map((platform) => ({
          venue_id: venueId,
          provider: platform.provider,
          followers: platform.inputs?.followers ?? null,
          interactions: platform.inputs?.interactions30d ?? null,
          hold_base: score.holds[platform.provider]?.baseFollowers ?? null,
          hold_since: score.holds[platform.provider]?.since ?? null,
        })),
    );
    if (rows.length === 0) return;
    const kept = (column: string) => `case when t.current_day < excluded.current_day then t.current_${column} else t.previous_${column} end`;
    await client.query(
      `insert into "${this.sql.schema}".platform_trust as t (venue_id, provider, current_day, current_followers, current_interactions, hold_base_followers, hold_since)
       select r.venue_id, r.provider, $2::date, r.followers, r.interactions, r.hold_base, r.hold_since
         from jsonb_to_recordset($1::jsonb) as r(venue_id uuid, provider text, followers bigint, interactions bigint, hold_base bigint, hold_since date)
       on conflict (venue_id, provider) do update set
         previous_day = case when t.current_day < excluded.current_day then t.current_day else t.previous_day end,
         previous_followers = ${kept('followers')}, previous_interactions = ${kept('interactions')},
         current_day = excluded.current_day, current_followers = excluded.current_followers, current_interactions = excluded.current_interactions,
         hold_base_followers = excluded.hold_base_followers, hold_since = excluded.hold_since
       where t.current_day <= excluded.current_day`,
      [JSON.stringify(rows), batch.day],
    );
  }

  /** Flags no longer observed are cleared; flags observed with none open are raised (and returned). */
  private async saveFlags(client: PoolClient, batch: ScoreBatch): Promise<FlagRow[]> {
    const s = this.sql.schema;
    const active = JSON.stringify(
      batch.venues.flatMap(({ venueId, score }) => score.platforms.flatMap((platform) => platform.flags.map((flag) => ({ venue_id: venueId, provider: platform.provider, kind: flag.kind, detail: flag.detail })))),
    );
    const rows = `jsonb_to_recordset($1::jsonb) as a(venue_id uuid, provider text, kind text, detail text)`;
    await client.query(
      `update "${s}".score_flags f set cleared_at = $3 where f.cleared_at is null and f.venue_id = any($2::uuid[])
         and not exists (select 1 from ${rows} where a.venue_id = f.venue_id and a.provider = f.provider and a.kind = f.kind)`,
      [active, batch.venues.map((venue) => venue.venueId), batch.computedAt],
    );
    const raised = await client.query<FlagRow>(
      `insert into "${s}".score_flags (id, venue_id, provider, kind, detail, flagged_at)
       select gen_random_uuid(), a.venue_id, a.provider, a.kind, a.detail, $2 from ${rows}
       on conflict (venue_id, provider, kind) where cleared_at is null do nothing
       returning id, venue_id, provider, kind, detail, flagged_at`,
      [active, batch.computedAt],
    );
    return raised.rows;
  }

  private async addEvents(client: PoolClient, envelopes: EventEnvelope[]): Promise<void> {
    if (envelopes.length === 0) return;
    await client.query(
      `insert into "${this.sql.schema}".outbox (id, subject, payload, request_id, created_at)
       select r.id, r.subject, r.payload, r.request_id, r.created_at from jsonb_to_recordset($1::jsonb) as r(id uuid, subject text, payload jsonb, request_id text, created_at timestamptz)`,
      [JSON.stringify(envelopes.map((envelope) => ({ id: envelope.id, subject: envelope.subject, payload: envelope, request_id: envelope.requestId ?? null, created_at: envelope.occurredAt })))],
    );
  }
}
