import { Migration } from '@mikro-orm/migrations';

/**
 * Claiming a listing (issue 32 §2): a consent attempt may be a claim's proof — the account is read and
 * matched to the listing by the venues service, never kept as a connection (docs/connections.md).
 * `claim_slug`: the claimed venue's slug, where the claim screen is; null for a connection.
 */
export class ClaimConsentsMigration extends Migration {
  override up(): void {
    this.addSql('alter table oauth_states add column claim_slug text');
  }

  override down(): void {
    this.addSql('alter table oauth_states drop column claim_slug');
  }
}
