import type { MigrationObject } from '@mikro-orm/core';
import { StatisticsMigration } from './migration-20261122000100-statistics.js';
import { ContactAndStatusMigration } from './migration-20261125000100-contact-and-status.js';
import { ReportsAndInboxRepliesMigration } from './migration-20261126000200-reports-and-inbox-replies.js';

import { StatsReadModelAndAuditMigration } from './migration-20261128000100-stats-read-model-and-audit.js';
import { DropRunningCountersMigration } from './migration-20261129000100-drop-running-counters.js';
import { PrioritySupportMigration } from './migration-20261130000100-priority-support.js';
import { SenderAccountMigration } from './migration-20261202000100-sender-account.js';
import { StatsDeletedVenuesMigration } from './migration-20261202000900-stats-deleted-venues.js';

/**
 * The service's own migrations, applied in order at start-up after the messaging tables (outbox,
 * inbox, dead letters) that every service has. A migration, once landed, is never edited.
 */
export const adminMigrations: MigrationObject[] = [
  { name: 'Migration20261122000100_statistics', class: StatisticsMigration },
  { name: 'Migration20261125000100_contact_and_status', class: ContactAndStatusMigration },
  { name: 'Migration20261126000200_reports_and_inbox_replies', class: ReportsAndInboxRepliesMigration },

  { name: 'Migration20261128000100_stats_read_model_and_audit', class: StatsReadModelAndAuditMigration },
  { name: 'Migration20261129000100_drop_running_counters', class: DropRunningCountersMigration },
  { name: 'Migration20261130000100_priority_support', class: PrioritySupportMigration },
  { name: 'Migration20261202000100_sender_account', class: SenderAccountMigration },
  { name: 'Migration20261202000900_stats_deleted_venues', class: StatsDeletedVenuesMigration },
];
