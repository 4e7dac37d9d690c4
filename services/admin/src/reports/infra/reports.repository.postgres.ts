import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { auditRecorded, type AdminPage, type AdminReportRow, type AdminReportsRequest, type ReportReason, type ReportStatus } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import type { NewReport, ReportClosing, ReportRepository } from '../app/report.repository.js';
import { isUuid } from '../../shared/is-uuid.js';

interface ReportRow {
  id: string;
  venue_id: string;
  venue_slug: string;
  venue_name: string;
  reporter_user_id: string;
  reason: ReportReason;
  text: string | null;
  status: ReportStatus;
  created_at: string;
  closed_at: string | null;
  closed_by_user_id: string | null;
  note: string | null;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `id, venue_id, venue_slug, venue_name, reporter_user_id, reason, text, status,
  ${ISO('created_at')} as created_at, ${ISO('closed_at')} as closed_at, closed_by_user_id, note`;

function toRow(row: ReportRow): AdminReportRow {
  return {
    id: row.id,
    venueId: row.venue_id,
    venueSlug: row.venue_slug,
    venueName: row.venue_name,
    reporterUserId: row.reporter_user_id,
    reason: row.reason,
    text: row.text,
    status: row.status,
    createdAt: row.created_at,
    closedAt: row.closed_at,
    closedByUserId: row.closed_by_user_id,
    note: row.note,
  };
}

/** `admin.reports` in SQL; writes in one transaction with their outbox rows. */
@Injectable()
export class PostgresReportRepository implements ReportRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'admin');
  }

  async open(report: NewReport): Promise<AdminReportRow | 'already_open'> {
    try {
      return await this.em.fork().transactional(async (em) => {
        const row = await this.insert(em, report);
        if (!row) throw new Error('a report insert without skipWhenOpen answers its row');
        return row;
      });
    } catch (error) {
      // The partial unique index: this user already has an open report of this venue (even one sent a moment ago).
      if (error instanceof UniqueConstraintViolationException) return 'already_open';
      throw error;
    }
  }

  /**
   * The report and its `report.opened` in the caller's transaction (a report's own, or an event's: a
   * claim of an owned venue, issue 32). With `skipWhenOpen`, a user's second open report of the venue
   * is nothing (undefined) instead of the unique index's error, which would end the transaction.
   */
  async insert(em: EntityManager, report: NewReport, skipWhenOpen = false): Promise<AdminReportRow | undefined> {
    const [row] = await em.execute<ReportRow[]>(
      `insert into "${this.s}".reports (id, venue_id, venue_slug, venue_name, reporter_user_id, reason, text, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, 'open', ?) ${skipWhenOpen ? `on conflict (reporter_user_id, venue_id) where status = 'open' do nothing` : ''} returning ${COLUMNS}`,
      [report.id, report.venue.id, report.venue.slug, report.venue.name, report.reporterUserId, report.reason, report.text, report.createdAt],
    );
    if (!row) return undefined;
    this.outbox.add(em, 'report.opened', { reportId: report.id, venueId: report.venue.id, reporterUserId: report.reporterUserId, reason: report.reason, openedAt: row.created_at });
    return toRow(row);
  }

  async list(request: AdminReportsRequest): Promise<AdminPage<AdminReportRow>> {
    const where = request.status ? 'where status = ?' : '';
    const filter = request.status ? [request.status] : [];
    const [{ total }] = await this.em.execute<Array<{ total: number }>>(`select count(*)::int as total from "${this.s}".reports ${where}`, filter);
    const rows = await this.em.execute<ReportRow[]>(
      `select ${COLUMNS} from "${this.s}".reports ${where} order by created_at desc, id limit ? offset ?`,
      [...filter, request.pageSize, (request.page - 1) * request.pageSize],
    );
    return { items: rows.map(toRow), total, page: request.page, pageSize: request.pageSize };
  }

  async close(closing: ReportClosing): Promise<AdminReportRow | 'report_not_found' | 'report_already_closed'> {
    if (!isUuid(closing.reportId)) return 'report_not_found';
    return this.em.fork().transactional(async (em) => {
      const [current] = await em.execute<ReportRow[]>(`select ${COLUMNS} from "${this.s}".reports where id = ? for update`, [closing.reportId]);
      if (!current) return 'report_not_found' as const;
      if (current.status !== 'open') return 'report_already_closed' as const;
      const [row] = await em.execute<ReportRow[]>(
        `update "${this.s}".reports set status = ?, closed_at = ?, closed_by_user_id = ?, note = ? where id = ? returning ${COLUMNS}`,
        [closing.outcome, closing.at, closing.actor.userId, closing.note, closing.reportId],
      );
      this.outbox.add(em, 'report.closed', { reportId: row.id, venueId: row.venue_id, status: closing.outcome, closedBy: closing.actor.userId, closedAt: row.closed_at ?? closing.at.toISOString() });
      this.outbox.add(
        em,
        ...auditRecorded(
          closing.actor,
          {
            action: closing.outcome === 'resolved' ? 'report.resolved' : 'report.dismissed',
            target: { type: 'report', id: row.id, label: row.venue_name },
            before: { status: current.status },
            after: { status: row.status },
            reason: closing.note,
          },
          closing.at,
        ),
      );
      return toRow(row);
    });
  }
}
