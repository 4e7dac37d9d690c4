import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class AuthEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('auth');
}
