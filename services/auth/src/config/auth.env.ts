import { ServiceEnv } from '@lieux/messaging';

export class AuthEnv extends ServiceEnv {
  override HEALTH_PORT = 3101;
}
