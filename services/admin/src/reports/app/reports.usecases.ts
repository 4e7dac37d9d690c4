import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { adminPageOf, adminReasonOf, type Actor, type AdminPage, type AdminReportRow, type AdminReportsRequest, type CloseReportRequest, type CreateReportRequest, type ReportDto } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { reportInput } from '../domain/report.js';
import { REPORT_REPOSITORY, VENUE_DIRECTORY, type ReportRepository, type VenueDirectory } from './report.repository.js';

/** Anyone signed in reports a public venue; one open report per user and venue (the table's unique index). */
@Injectable()
export class CreateReportUseCase {
  constructor(
    @Inject(REPORT_REPOSITORY) private readonly reports: ReportRepository,
    @Inject(VENUE_DIRECTORY) private readonly venues: VenueDirectory,
  ) {}

  async execute(actor: Actor | undefined, request: CreateReportRequest, now = new Date()): Promise<ReportDto> {
    const reporter = authorize(actor);
    const input = reportInput(request.reason, request.text);
    if (typeof input === 'string') throw new DomainException(input);
    const venue = typeof request.venueId === 'string' ? await this.venues.publicVenue(request.venueId) : undefined;
    if (!venue) throw new DomainException('venue_not_found');
    const opened = await this.reports.open({ id: randomUUID(), venue, reporterUserId: reporter.userId, ...input, createdAt: now });
    if (opened === 'already_open') throw new DomainException('report_already_open');
    return { id: opened.id, venueId: opened.venueId, reason: opened.reason, text: opened.text, status: opened.status, createdAt: opened.createdAt };
  }
}

@Injectable()
export class ListReportsUseCase {
  constructor(@Inject(REPORT_REPOSITORY) private readonly reports: ReportRepository) {}

  execute(actor: Actor | undefined, request: AdminReportsRequest): Promise<AdminPage<AdminReportRow>> {
    authorize(actor, ['admin']);
    return this.reports.list({ ...request, ...adminPageOf(request) });
  }
}

/** An admin resolves or dismisses an open report with a note; audited in the same transaction. */
@Injectable()
export class CloseReportUseCase {
  constructor(@Inject(REPORT_REPOSITORY) private readonly reports: ReportRepository) {}

  async execute(actor: Actor | undefined, request: CloseReportRequest, now = new Date()): Promise<AdminReportRow> {
    const admin = authorize(actor, ['admin']);
    const note = adminReasonOf(request.note);
    if (note === null) throw new DomainException('admin_reason_invalid');
    if (request.outcome !== 'resolved' && request.outcome !== 'dismissed') throw new DomainException('validation_failed');
    const closed = await this.reports.close({ reportId: request.reportId, outcome: request.outcome, note, actor: admin, at: now });
    if (typeof closed === 'string') throw new DomainException(closed);
    return closed;
  }
}
