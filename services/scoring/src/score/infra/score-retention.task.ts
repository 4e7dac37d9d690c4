import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { RepeatingTask, SERVICE_LOGGER } from '@lieux/service-kit';
import type { ScoringEnv } from '../../config/scoring.env.js';
import { SCORING_ENV } from '../../runs/infra/scoring.tokens.js';
import { ScoringSql } from './scoring-sql.js';

/** Once an hour is plenty for a rule counted in days; a restarted worker runs a round at once. */
const ROUND_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so a first round on a large table never holds long locks. */
const CHUNK = 5_000;
const DAY_MS = 86_400_000;

/**
 * Keeps `SCORE_RETENTION_DAYS` (400, at least the 90 days the breakdown shows) of computations (never a
 * venue's current one), daily history points and runs. Runs in the worker, in chunks.
 */
@Injectable()
export class ScoreRetentionTask implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: RepeatingTask;
  private readonly sql: ScoringSql;

  constructor(
    @Inject(MikroORM) orm: MikroORM,
    @Inject(SCORING_ENV) private readonly env: ScoringEnv,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {
    this.sql = new ScoringSql(orm);
    this.task = new RepeatingTask(async () => void (await this.round()), ROUND_MS, (error) => this.logger.warn({ err: error }, 'score retention round failed'));
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** One round: what is older than the retention, deleted; the number of rows deleted. */
  async round(now = new Date()): Promise<number> {
    const s = this.sql.schema;
    const before = new Date(now.getTime() - this.env.SCORE_RETENTION_DAYS * DAY_MS);
    const statements = [
      `delete from "${s}".score_computations where id in (select c.id from "${s}".score_computations c where c.computed_at < $1
         and not exists (select 1 from "${s}".venue_scores v where v.computation_id = c.id) limit ${CHUNK})`,
      `delete from "${s}".score_history where (venue_id, day) in (select venue_id, day from "${s}".score_history where day < ($1::timestamptz at time zone 'Africa/Casablanca')::date limit ${CHUNK})`,
      `delete from "${s}".score_runs where id in (select id from "${s}".score_runs where started_at < $1 and status <> 'running' limit ${CHUNK})`,
    ];
    let deleted = 0;
    for (const statement of statements) {
      for (;;) {
        const rows = await this.sql.query<{ id: string }>(`${statement} returning 1 as id`, [before]);
        deleted += rows.length;
        if (rows.length < CHUNK) break;
      }
    }
    if (deleted > 0) this.logger.info({ deleted, before: before.toISOString() }, 'scores past their retention deleted');
    return deleted;
  }
}
