import { Migration } from '@mikro-orm/migrations';
import { CONTACT_SUBJECTS, promisedResponseHours } from '@lieux/contracts';

/**
 * Priority support (issue 30, docs/legal.md "Support response times"): each contact message knows
 * whether a Pro merchant sent it, and when support promised to answer by. Messages already there
 * were sent before the promise was kept: they get their subject's delay, without priority.
 */
export class PrioritySupportMigration extends Migration {
  override up(): void {
    const hours = `case subject ${CONTACT_SUBJECTS.map((subject) => `when '${subject}' then ${promisedResponseHours(subject, false)}`).join(' ')} end`;
    this.addSql('alter table contact_messages add column priority boolean not null default false, add column respond_by timestamptz');
    this.addSql(`update contact_messages set respond_by = created_at + (${hours}) * interval '1 hour'`);
    this.addSql('alter table contact_messages alter column respond_by set not null');
  }

  override down(): void {
    this.addSql('alter table contact_messages drop column priority, drop column respond_by');
  }
}
