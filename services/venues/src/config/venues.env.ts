import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class VenuesEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('venues');
}
