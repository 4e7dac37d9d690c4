import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class AdminEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('admin');
}
