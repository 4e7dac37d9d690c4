import type { MigrationObject } from '@mikro-orm/core';
import { VotesAndFavoritesMigration } from './migration-20261122000100-votes-and-favorites.js';
import { CountedVotesMigration } from './migration-20261202000100-counted-votes.js';

/**
 * The service's own migrations, applied in order at start-up after the messaging tables (outbox,
 * inbox, dead letters) that every service has. A migration, once landed, is never edited.
 */
export const votesMigrations: MigrationObject[] = [
  { name: 'Migration20261122000100_votes_and_favorites', class: VotesAndFavoritesMigration },
  { name: 'Migration20261202000100_counted_votes', class: CountedVotesMigration },
];
