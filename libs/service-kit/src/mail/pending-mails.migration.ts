/**
 * The `pending_mails` table of MailOutboxModule, for a service's own migration
 * (`PENDING_MAILS_TABLE_SQL.forEach((sql) => this.addSql(sql))`). The auth service's landed migration
 * holds the same statements, written before the outbox moved here.
 */
export const PENDING_MAILS_TABLE_SQL: readonly string[] = [
  `create table pending_mails (
      id uuid primary key,
      to_address text not null,
      subject text not null,
      text text not null,
      html text not null,
      locale text not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      expires_at timestamptz not null,
      last_error text null,
      created_at timestamptz not null
    )`,
  'create index pending_mails_due on pending_mails (next_attempt_at)',
];
