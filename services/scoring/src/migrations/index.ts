import type { MigrationObject } from '@mikro-orm/core';
import { ScoreRunsMigration } from './migration-20261121000200-score-runs.js';
import { ScoresMigration } from './migration-20261127000100-scores.js';
import { DeletedVenuesMigration } from './migration-20261202000100-deleted-venues.js';

/**
 * The service's own migrations, applied in order at start-up after the messaging tables (outbox,
 * inbox, dead letters) that every service has. A migration, once landed, is never edited.
 */
export const scoringMigrations: MigrationObject[] = [
  { name: 'Migration20261121000200_score_runs', class: ScoreRunsMigration },
  { name: 'Migration20261127000100_scores', class: ScoresMigration },
  { name: 'Migration20261202000100_deleted_venues', class: DeletedVenuesMigration },
];
