import type { MigrationObject } from '@mikro-orm/core';

/**
 * The service's own migrations, applied in order at start-up after the messaging tables (outbox,
 * inbox, dead letters) that every service has. A migration, once landed, is never edited.
 */
export const votesMigrations: MigrationObject[] = [];
