import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { VotesEnv } from './config/votes.env.js';
import { votesMigrations } from './migrations/index.js';

/** Its features arrive with their issues (docs/architecture.md, "Adding a feature"). */
export function votesModule(env: VotesEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({ name: 'votes', env, logger, features: [], migrations: votesMigrations });
}
