import { ServiceEnv } from '@lieux/messaging';

export class ConnectionsEnv extends ServiceEnv {
  override HEALTH_PORT = 3104;
}
