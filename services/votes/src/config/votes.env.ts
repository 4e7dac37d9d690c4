import { healthPortOf, ServiceEnv } from '@lieux/service-kit';

export class VotesEnv extends ServiceEnv {
  override HEALTH_PORT = healthPortOf('votes');
}
