import { ServiceEnv } from '@lieux/service-kit';

export class ConnectionsEnv extends ServiceEnv {
  override HEALTH_PORT = 3104;
}
