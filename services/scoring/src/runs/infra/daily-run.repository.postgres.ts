import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { ScoringSql } from '../../score/infra/scoring-sql.js';
import type { DailyRunRepository, DailyRunStart, RunBatch } from '../app/daily-run.repository.js';

/** `score_runs` (kind daily) and `score_run_batches`, in SQL: a run of 100,000 venues is one insert of 200 batches. */
@Injectable()
export class PostgresDailyRunRepository implements DailyRunRepository {
  private readonly sql: ScoringSql;

  constructor(@Inject(MikroORM) orm: MikroORM) {
    this.sql = new ScoringSql(orm);
  }

  start(jobKey: string, batchSize: number, now: Date): Promise<DailyRunStart> {
    const s = this.sql.schema;
    return this.sql.transaction(async (client) => {
      const inserted = await client.query<{ id: string }>(
        `insert into "${s}".score_runs (id, kind, job_id, status, venues_computed, started_at) values ($1, 'daily', $2, 'running', 0, $3)
         on conflict (job_id) where kind = 'daily' do nothing returning id`,
        [randomUUID(), jobKey, now],
      );
      if (inserted.rowCount === 0) {
        const { rows } = await client.query<DailyRunStart>(`select id as "runId", batches_total as batches, venues_total as "venuesTotal" from "${s}".score_runs where kind = 'daily' and job_id = $1`, [jobKey]);
        return rows[0];
      }
      const runId = inserted.rows[0].id;
      const { rows } = await client.query<{ batches: number; venues: number }>(
        `with venues as (select venue_id from "${s}".tracked_connections union select venue_id from "${s}".venue_scores),
              numbered as (select venue_id, (row_number() over (order by venue_id) - 1) / $2 as batch_no from venues),
              batches as (insert into "${s}".score_run_batches (run_id, batch_no, venue_ids)
                          select $1, batch_no, array_agg(venue_id order by venue_id) from numbered group by batch_no returning cardinality(venue_ids) as size)
         select count(*)::int as batches, coalesce(sum(size), 0)::int as venues from batches`,
        [runId, batchSize],
      );
      const { batches, venues } = rows[0];
      await client.query(
        `update "${s}".score_runs set batches_total = $2, venues_total = $3,
           status = case when $2::int = 0 then 'succeeded' else status end, finished_at = case when $2::int = 0 then $4::timestamptz else null end
         where id = $1`,
        [runId, batches, venues, now],
      );
      return { runId, batches, venuesTotal: venues };
    });
  }

  async batch(runId: string, batchNo: number): Promise<RunBatch | null> {
    const [row] = await this.sql.query<{ venue_ids: string[]; done: boolean }>(
      `select venue_ids::text[] as venue_ids, done_at is not null as done from "${this.sql.schema}".score_run_batches where run_id = $1 and batch_no = $2`,
      [runId, batchNo],
    );
    return row ? { venueIds: row.venue_ids, done: row.done } : null;
  }

  async failBatch(runId: string, batchNo: number, error: string, now: Date): Promise<void> {
    const s = this.sql.schema;
    await this.sql.query(
      `with failed as (update "${s}".score_run_batches set failed_at = $3 where run_id = $1 and batch_no = $2 and done_at is null and failed_at is null returning run_id)
       update "${s}".score_runs r set batches_failed = batches_failed + 1, error = $4,
         status = case when batches_done + batches_failed + 1 >= batches_total then 'failed' else status end,
         finished_at = case when batches_done + batches_failed + 1 >= batches_total then $3 else finished_at end
       from failed where r.id = failed.run_id`,
      [runId, batchNo, now, error],
    );
  }
}
