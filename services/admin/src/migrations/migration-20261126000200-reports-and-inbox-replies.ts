import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 14 (desk): venue reports, with at most one OPEN report per user and venue (a partial unique
 * index, so two concurrent reports cannot both pass), and the replies sent to contact messages.
 */
export class ReportsAndInboxRepliesMigration extends Migration {
  override up(): void {
    this.addSql(`create table reports (
      id uuid primary key,
      venue_id uuid not null,
      venue_slug text not null,
      venue_name text not null,
      reporter_user_id uuid not null,
      reason text not null check (reason in ('closed', 'wrong_info', 'inappropriate', 'fraud', 'spam', 'other')),
      text text null,
      status text not null default 'open' check (status in ('open', 'resolved', 'dismissed')),
      created_at timestamptz not null,
      closed_at timestamptz null,
      closed_by_user_id uuid null,
      note text null
    )`);
    this.addSql(`create unique index reports_one_open_per_user_and_venue on reports (reporter_user_id, venue_id) where status = 'open'`);
    this.addSql('create index reports_by_status on reports (status, created_at desc)');
    this.addSql('create index reports_newest on reports (created_at desc)');
    this.addSql(`create table contact_message_replies (
      id uuid primary key,
      message_id uuid not null references contact_messages (id) on delete cascade,
      body text not null,
      sent_by_user_id uuid not null,
      sent_at timestamptz not null
    )`);
    this.addSql('create index contact_message_replies_of on contact_message_replies (message_id, sent_at)');
  }

  override down(): void {
    this.addSql('drop table contact_message_replies');
    this.addSql('drop table reports');
  }
}
