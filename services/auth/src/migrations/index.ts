import type { MigrationObject } from '@mikro-orm/core';
import { UsersMigration } from './migration-20261123000100-users.js';
import { PasswordResetMigration } from './migration-20261124000100-password-reset.js';
import { ExternalSignInMigration } from './migration-20261125000100-external-sign-in.js';
import { SecurityLogMigration } from './migration-20261125000200-security-log.js';
import { PlanRequestsMigration } from './migration-20261126000100-plan-requests.js';
import { AccountSuspensionMigration } from './migration-20261128000100-account-suspension.js';
import { EmailConfirmationMigration } from './migration-20261202000100-email-confirmation.js';
import { AccountActivityMigration } from './migration-20261202000700-account-activity.js';

/**
 * The service's own migrations, applied in order at start-up after the messaging tables (outbox,
 * inbox, dead letters) that every service has. A migration, once landed, is never edited.
 */
export const authMigrations: MigrationObject[] = [
  { name: 'Migration20261123000100_users', class: UsersMigration },
  { name: 'Migration20261124000100_password_reset', class: PasswordResetMigration },
  { name: 'Migration20261125000100_external_sign_in', class: ExternalSignInMigration },
  { name: 'Migration20261125000200_security_log', class: SecurityLogMigration },
  { name: 'Migration20261126000100_plan_requests', class: PlanRequestsMigration },
  { name: 'Migration20261128000100_account_suspension', class: AccountSuspensionMigration },
  { name: 'Migration20261202000100_email_confirmation', class: EmailConfirmationMigration },
  { name: 'Migration20261202000700_account_activity', class: AccountActivityMigration },
];
