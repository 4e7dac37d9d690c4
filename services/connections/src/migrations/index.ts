import type { MigrationObject } from '@mikro-orm/core';
import { ConnectionsMigration } from './migration-20261126000100-connections.js';
import { DemoConnectionsMigration } from './migration-20261127000100-demo-connections.js';
import { ClaimConsentsMigration } from './migration-20261204008200-claim-consents.js';

/**
 * The service's own migrations, applied in order at start-up after the messaging tables (outbox,
 * inbox, dead letters) that every service has. A migration, once landed, is never edited.
 */
export const connectionsMigrations: MigrationObject[] = [
  { name: 'Migration20261126000100_connections', class: ConnectionsMigration },
  { name: 'Migration20261127000100_demo_connections', class: DemoConnectionsMigration },
  { name: 'Migration20261204008200_claim_consents', class: ClaimConsentsMigration },
];
