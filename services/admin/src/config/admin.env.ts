import { ServiceEnv } from '@lieux/service-kit';

export class AdminEnv extends ServiceEnv {
  override HEALTH_PORT = 3106;
}
