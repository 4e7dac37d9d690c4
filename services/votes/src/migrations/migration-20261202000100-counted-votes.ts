import { Migration } from '@mikro-orm/migrations';

/**
 * Votes that can be trusted (issue 30 §9): a vote of an account whose e-mail is not confirmed is kept
 * (`counted` false) but is in no public count until the address is confirmed; `confirmed_voters` is
 * this service's record of the `user.email-confirmed` events it has seen. Every vote made before this
 * was counted already, so the column's default keeps every count as it is.
 */
export class CountedVotesMigration extends Migration {
  override up(): void {
    this.addSql('alter table votes add column counted boolean not null default true');
    this.addSql('create index votes_not_counted on votes (user_id) where not counted');
    this.addSql(`create table confirmed_voters (
      user_id uuid primary key,
      confirmed_at timestamptz not null
    )`);
  }

  override down(): void {
    this.addSql('drop table confirmed_voters');
    this.addSql('drop index votes_not_counted');
    this.addSql('alter table votes drop column counted');
  }
}
