import { Migration } from '@mikro-orm/migrations';

/**
 * Demo connections (issue 13, docs/scoring.md "Read side"): the demo venues' accounts, seeded where
 * the demo data is on. They have no tokens and are never read from a platform: their metric snapshot
 * is seeded with them, and the metrics pull answers it as the last reading.
 */
export class DemoConnectionsMigration extends Migration {
  override up(): void {
    this.addSql('alter table connections add column demo boolean not null default false');
  }

  override down(): void {
    this.addSql('alter table connections drop column demo');
  }
}
