import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class ConnectionsEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('connections');
}
