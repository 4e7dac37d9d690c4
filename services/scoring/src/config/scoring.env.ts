import { IsString, Matches } from 'class-validator';
import { IntInRange } from '@lieux/platform';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class ScoringEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('scoring');

  /** Namespace of the BullMQ keys in Redis (tests give each run its own). */
  @Matches(/^[a-z0-9_:-]+$/i)
  REDIS_PREFIX: string = 'lieux';

  /** When the whole catalogue is recomputed (cron, in SCORING_TIMEZONE). */
  @IsString()
  DAILY_RECOMPUTE_CRON: string = '0 3 * * *';

  @IsString()
  SCORING_TIMEZONE: string = 'Africa/Casablanca';

  /** Venues per batch job of the daily run: the unit of resumption and of one transaction. */
  @IntInRange(1, 5_000)
  SCORE_BATCH_SIZE: number = 500;

  /** A connection change waits this long for the rest of its burst before its venue is recomputed. */
  @IntInRange(0, 60_000)
  SCORE_RECOMPUTE_DELAY_MS: number = 1_500;

  /** The first retry of a failed score job waits this long, then twice as long at each attempt. */
  @IntInRange(10, 600_000)
  SCORE_JOB_BACKOFF_MS: number = 5_000;

  /** The deadline of one `connections.metrics.pull` (100 venues read from the platforms). */
  @IntInRange(100, 600_000)
  METRICS_PULL_TIMEOUT_MS: number = 60_000;

  /** Computations, history points and runs are kept this many days (the breakdown shows 90). */
  @IntInRange(90, 36_500)
  SCORE_RETENTION_DAYS: number = 400;

  /** Concurrent jobs per worker process. */
  @IntInRange(1, 32)
  SCORE_WORKER_CONCURRENCY: number = 2;
}

/** The worker process: same configuration, its own health port. */
export class ScoringWorkerEnv extends ScoringEnv {
  override HEALTH_PORT = healthPortOf('scoring-worker');
}
