import { IsIn } from 'class-validator';
import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class VenuesEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('venues');

  /**
   * The demo venues (services/venues/src/venues/demo): `true` or `false`; empty means on everywhere
   * but production, like the test roles. Seeding is idempotent (by slug).
   */
  @IsIn(['', 'true', 'false'])
  SEED_DEMO_DATA: '' | 'true' | 'false' = '';
}

/** Whether this process seeds the demo venues at start-up. */
export function demoDataEnabled(env: Pick<VenuesEnv, 'NODE_ENV' | 'SEED_DEMO_DATA'>): boolean {
  return env.SEED_DEMO_DATA === '' ? env.NODE_ENV !== 'production' : env.SEED_DEMO_DATA === 'true';
}
