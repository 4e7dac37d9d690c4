import type { Actor, AdminPage, AdminReportRow, AdminReportsRequest, ReportReason } from '@lieux/contracts';

export interface NewReport {
  id: string;
  venue: PublicVenue;
  reporterUserId: string;
  reason: ReportReason;
  text: string | null;
  createdAt: Date;
}

export interface ReportClosing {
  reportId: string;
  outcome: 'resolved' | 'dismissed';
  note: string;
  actor: Actor;
  at: Date;
}

/** Reports in `admin.reports`; every write commits its events (outbox) with the change. */
export interface ReportRepository {
  /** Stores the report and its `report.opened`; `already_open` when this user has an open report of this venue. */
  open(report: NewReport): Promise<AdminReportRow | 'already_open'>;
  /** One page, newest first, and the total for the filter. */
  list(request: AdminReportsRequest): Promise<AdminPage<AdminReportRow>>;
  /** Closes an open report with `report.closed` and `audit.recorded`, in one transaction. */
  close(closing: ReportClosing): Promise<AdminReportRow | 'report_not_found' | 'report_already_closed'>;
}

export const REPORT_REPOSITORY = Symbol('ReportRepository');

/** What a report keeps of its venue: the name and slug as they were when it was sent. */
export interface PublicVenue {
  id: string;
  slug: string;
  name: string;
}

/** The venues service's answer: the venue when the public can see it, else undefined. */
export interface VenueDirectory {
  publicVenue(venueId: string): Promise<PublicVenue | undefined>;
}

export const VENUE_DIRECTORY = Symbol('VenueDirectory');
