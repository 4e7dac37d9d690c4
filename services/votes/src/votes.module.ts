import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { VotesEnv } from './config/votes.env.js';
import { votesMigrations } from './migrations/index.js';

export const VOTES_SCHEMA = 'votes';

export function votesModule(env: VotesEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({
    name: 'votes',
    env,
    logger,
    database: { schema: VOTES_SCHEMA, entities: [], migrations: votesMigrations },
  });
}
