import { ServiceEnv } from '@lieux/messaging';

export class AdminEnv extends ServiceEnv {
  override HEALTH_PORT = 3106;
}
