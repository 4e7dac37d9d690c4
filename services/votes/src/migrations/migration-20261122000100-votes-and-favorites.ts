import { Migration } from '@mikro-orm/migrations';

/**
 * One vote per person and venue (the primary key is the rule that makes concurrent votes count
 * once), and favourites. No foreign keys: users and venues live in other services' schemas.
 */
export class VotesAndFavoritesMigration extends Migration {
  override up(): void {
    this.addSql(`create table votes (
      user_id uuid not null,
      venue_id uuid not null,
      value smallint not null check (value in (0, 1)),
      updated_at timestamptz not null,
      primary key (user_id, venue_id)
    )`);
    this.addSql(`create table favorites (
      user_id uuid not null,
      venue_id uuid not null,
      created_at timestamptz not null,
      primary key (user_id, venue_id)
    )`);
    this.addSql('create index favorites_recent_first on favorites (user_id, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table favorites');
    this.addSql('drop table votes');
  }
}
