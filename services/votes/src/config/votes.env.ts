import { ServiceEnv } from '@lieux/messaging';

export class VotesEnv extends ServiceEnv {
  override HEALTH_PORT = 3103;
}
