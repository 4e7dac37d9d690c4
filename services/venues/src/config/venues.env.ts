import { ServiceEnv } from '@lieux/service-kit';

export class VenuesEnv extends ServiceEnv {
  override HEALTH_PORT = 3102;
}
