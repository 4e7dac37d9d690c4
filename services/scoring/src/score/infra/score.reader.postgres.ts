import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { ScoreFlagDto, ScoreHistoryPointDto, ScoreRunProgressDto } from '@lieux/contracts';
import type { StoredComputation } from '../domain/score-breakdown.js';
import type { ScoreReader } from '../app/score.ports.js';
import { ScoringSql, toDate } from './scoring-sql.js';

interface RunRow {
  id: string;
  status: ScoreRunProgressDto['status'];
  venues_computed: number;
  venues_total: number;
  batches_failed: number;
  started_at: Date | string;
  finished_at: Date | string | null;
}

/** The RPCs' reads: small, indexed, plain rows. */
@Injectable()
export class PostgresScoreReader implements ScoreReader {
  private readonly sql: ScoringSql;

  constructor(@Inject(MikroORM) orm: MikroORM) {
    this.sql = new ScoringSql(orm);
  }

  async current(venueId: string): Promise<StoredComputation | null> {
    const [row] = await this.sql.query<{ state: StoredComputation['state']; score: number; formula_version: number; computed_at: Date | string; platforms: StoredComputation['platforms'] }>(
      `select c.state, c.score, c.formula_version, c.computed_at, c.platforms
         from "${this.sql.schema}".venue_scores v join "${this.sql.schema}".score_computations c on c.id = v.computation_id
        where v.venue_id = $1`,
      [venueId],
    );
    return row ? { venueId, state: row.state, score: row.score, formulaVersion: row.formula_version, computedAt: toDate(row.computed_at), platforms: row.platforms } : null;
  }

  async histories(venueIds: readonly string[], fromDay: string): Promise<Map<string, ScoreHistoryPointDto[]>> {
    const histories = new Map<string, ScoreHistoryPointDto[]>();
    if (venueIds.length === 0) return histories;
    const rows = await this.sql.query<{ venue_id: string; day: string; score: number }>(
      `select venue_id, day::text, score from "${this.sql.schema}".score_history where venue_id = any($1::uuid[]) and day >= $2::date order by venue_id, day`,
      [venueIds, fromDay],
    );
    for (const row of rows) histories.set(row.venue_id, [...(histories.get(row.venue_id) ?? []), { day: row.day, score: row.score }]);
    return histories;
  }

  async latestDailyRun(): Promise<ScoreRunProgressDto> {
    const [run] = await this.sql.query<RunRow>(
      `select id, status, venues_computed, venues_total, batches_failed, started_at, finished_at from "${this.sql.schema}".score_runs
        where kind = 'daily' order by started_at desc limit 1`,
    );
    if (!run) return { runId: null, status: 'none', venuesDone: 0, venuesTotal: 0, batchesFailed: 0, startedAt: null, finishedAt: null };
    return {
      runId: run.id,
      status: run.status,
      venuesDone: run.venues_computed,
      venuesTotal: run.venues_total,
      batchesFailed: run.batches_failed,
      startedAt: toDate(run.started_at).toISOString(),
      finishedAt: run.finished_at ? toDate(run.finished_at).toISOString() : null,
    };
  }

  async stale(before: Date, limit: number): Promise<Array<{ venueId: string; computedAt: Date | null }>> {
    const s = this.sql.schema;
    const rows = await this.sql.query<{ venue_id: string; computed_at: Date | string | null }>(
      `select venue_id, computed_at from "${s}".venue_scores where computed_at < $1
       union all
       select distinct t.venue_id, null::timestamptz from "${s}".tracked_connections t where not exists (select 1 from "${s}".venue_scores v where v.venue_id = t.venue_id)
       order by computed_at nulls first, venue_id limit $2`,
      [before, limit],
    );
    return rows.map((row) => ({ venueId: row.venue_id, computedAt: row.computed_at ? toDate(row.computed_at) : null }));
  }

  async flags(limit: number): Promise<ScoreFlagDto[]> {
    const rows = await this.sql.query<{ id: string; venue_id: string; provider: ScoreFlagDto['provider']; kind: ScoreFlagDto['kind']; detail: string; flagged_at: Date | string; cleared_at: Date | string | null }>(
      `select id, venue_id, provider, kind, detail, flagged_at, cleared_at from "${this.sql.schema}".score_flags
        order by cleared_at is null desc, flagged_at desc limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      venueId: row.venue_id,
      provider: row.provider,
      kind: row.kind,
      detail: row.detail,
      flaggedAt: toDate(row.flagged_at).toISOString(),
      clearedAt: row.cleared_at ? toDate(row.cleared_at).toISOString() : null,
    }));
  }
}
