import { IsString, Matches } from 'class-validator';
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
}

/** The worker process: same configuration, its own health port. */
export class ScoringWorkerEnv extends ScoringEnv {
  override HEALTH_PORT = healthPortOf('scoring-worker');
}
