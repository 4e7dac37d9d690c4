import { IsIn } from 'class-validator';
import { ACCOUNT_VENUES_GRACE_DAYS } from '@lieux/contracts';
import { IntInRange } from '@lieux/platform';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class VenuesEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('venues');

  /**
   * The demo venues (services/venues/src/venues/demo): `true` or `false`; empty means on everywhere
   * but production, like the test roles. Seeding is idempotent (by slug).
   */
  @IsIn(['', 'true', 'false'])
  SEED_DEMO_DATA: '' | 'true' | 'false' = '';

  /**
   * Days a deleted account's venues stay unpublished before they are deleted for good (issue 30 §5).
   * At most the period the privacy page promises; the e2e stack sets 0 to see the deletion at once.
   */
  @IntInRange(0, ACCOUNT_VENUES_GRACE_DAYS)
  ACCOUNT_VENUES_GRACE_DAYS: number = ACCOUNT_VENUES_GRACE_DAYS;

  /** How often the purge of those venues runs (hourly; the e2e stack runs it every half second). */
  @IntInRange(100, 24 * 60 * 60 * 1000)
  VENUE_PURGE_INTERVAL_MS: number = 60 * 60 * 1000;
}

/** Whether this process seeds the demo venues at start-up. */
export function demoDataEnabled(env: Pick<VenuesEnv, 'NODE_ENV' | 'SEED_DEMO_DATA'>): boolean {
  return env.SEED_DEMO_DATA === '' ? env.NODE_ENV !== 'production' : env.SEED_DEMO_DATA === 'true';
}
