import { ServiceEnv } from '@lieux/messaging';

export class VenuesEnv extends ServiceEnv {
  override HEALTH_PORT = 3102;
}
