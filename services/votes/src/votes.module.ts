import type { DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { ServiceModule } from '@lieux/service-kit';
import type { VotesEnv } from './config/votes.env.js';
import { AccountDataModule } from './account-data/account-data.handler.js';
import { FavoritesModule } from './favorites/favorites.module.js';
import { votesMigrations } from './migrations/index.js';
import { VotesModule } from './votes/votes.module.js';

/** One vote per person and venue, and favourites (issue 8, docs/votes.md). */
export function votesModule(env: VotesEnv, logger: Logger): DynamicModule {
  return ServiceModule.register({ name: 'votes', env, logger, features: [VotesModule, FavoritesModule, AccountDataModule], migrations: votesMigrations });
}
