import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminPage, AuditEntryRow, AuditRecordedV1, AuditSnapshot } from '@lieux/contracts';
import type { AuditLog } from '../app/audit-log.js';
import type { AuditFilter } from '../domain/audit-query.js';

interface AuditRow {
  entry_id: string;
  actor_user_id: string;
  action: AuditEntryRow['action'];
  target_type: AuditEntryRow['targetType'];
  target_id: string;
  target_label: string | null;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
  reason: string | null;
  at: Date;
  total: string;
}

/** A Moroccan day's first instant in SQL. */
const dayStart = (parameter: string) => `((${parameter})::date::timestamp at time zone 'Africa/Casablanca')`;

/** `admin.audit_log`: insert-only (a trigger refuses update, delete and truncate to anyone). */
export class PostgresAuditLog implements AuditLog {
  private readonly table: string;

  constructor(private readonly em: EntityManager) {
    this.table = `"${em.config.get('schema') ?? 'admin'}".audit_log`;
  }

  async append(entry: AuditRecordedV1): Promise<void> {
    await this.em.execute(
      `insert into ${this.table} (entry_id, actor_user_id, action, target_type, target_id, target_label, before, after, reason, at)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?) on conflict (entry_id) do nothing`,
      [
        entry.entryId,
        entry.actorUserId,
        entry.action,
        entry.targetType,
        entry.targetId,
        entry.targetLabel,
        entry.before === null ? null : JSON.stringify(entry.before),
        entry.after === null ? null : JSON.stringify(entry.after),
        entry.reason,
        entry.at,
      ],
      'run',
    );
  }

  async list(filter: AuditFilter): Promise<AdminPage<AuditEntryRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    if (filter.action) add('action = ?', filter.action);
    if (filter.targetType) add('target_type = ?', filter.targetType);
    if (filter.targetId) add('target_id = ?', filter.targetId);
    if (filter.actorUserId) add('actor_user_id = ?', filter.actorUserId);
    if (filter.fromDay) add(`at >= ${dayStart('?')}`, filter.fromDay);
    if (filter.toDay) add(`at < ${dayStart('?::date + 1')}`, filter.toDay);
    const rows = await this.em.execute<AuditRow[]>(
      `select *, count(*) over () as total from ${this.table}
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by at desc, entry_id desc limit ? offset ?`,
      [...params, filter.pageSize, (filter.page - 1) * filter.pageSize],
    );
    // An empty first page has nothing to count: counting apart could see a row appended since (total 1, no item).
    const total = rows.length > 0 ? Number(rows[0].total) : filter.page === 1 ? 0 : await this.count(where, params);
    return {
      items: rows.map((row) => ({
        id: row.entry_id,
        actorUserId: row.actor_user_id,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        targetLabel: row.target_label,
        before: row.before,
        after: row.after,
        reason: row.reason,
        at: new Date(row.at).toISOString(),
      })),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }

  /** The total when the page asked is past the last row (the window count has no row to ride on). */
  private async count(where: string[], params: unknown[]): Promise<number> {
    const [row] = await this.em.execute<Array<{ total: string }>>(`select count(*) as total from ${this.table} ${where.length ? `where ${where.join(' and ')}` : ''}`, params);
    return Number(row.total);
  }
}
