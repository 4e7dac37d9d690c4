import type { AdminIncidentDto, ComponentProbe, IncidentDto, IncidentImpact, IncidentStatus, Locale, StatusComponent } from '@lieux/contracts';
import type { AuditEvent, ExpiringMail } from '../../shared/outbox-items.js';
import type { DailyCheckCount } from '../domain/uptime.js';

export interface NewIncident {
  id: string;
  title: string;
  impact: IncidentImpact;
  /** The first update's status; `investigating` unless the admin knows more already. */
  status: Exclude<IncidentStatus, 'resolved'>;
  message: string;
  createdAt: Date;
}

export interface NewIncidentUpdate {
  incidentId: string;
  status: IncidentStatus;
  message: string;
  at: Date;
}

/** What an incident was before an update: its audit entry's label and "before". */
export interface IncidentBefore {
  title: string;
  impact: IncidentImpact;
  status: IncidentStatus;
}

export type { AuditEvent, ExpiringMail } from '../../shared/outbox-items.js';

export interface Subscriber {
  email: string;
  locale: Locale;
  unsubscribeToken: string;
}

/** The status page's storage in the admin schema: recorded checks, incidents, alert subscriptions. */
export interface StatusRepository {
  /** Records one round under its slot; false when another replica recorded that slot already. */
  recordChecks(slot: Date, probes: readonly ComponentProbe[]): Promise<boolean>;
  /** Deletes the checks older than `before`; how many. */
  pruneChecks(before: Date): Promise<number>;
  /** Each line's checks per Moroccan day since `fromDay`, counted up (operational, degraded) and down (outage). */
  dailyCounts(fromDay: string): Promise<Array<DailyCheckCount & { component: StatusComponent }>>;
  /** The incidents not resolved, newest first, each with its updates newest first. */
  openIncidents(): Promise<IncidentDto[]>;
  /** Stores the incident and its first update, a mail per confirmed subscriber and the audit entry if any, in one transaction; how many mails. */
  openIncident(incident: NewIncident, mailFor: (subscriber: Subscriber) => ExpiringMail, audit?: AuditEvent): Promise<number>;
  /** Every incident, newest first, with its updates (newest first) and when it was resolved. */
  allIncidents(): Promise<AdminIncidentDto[]>;
  /** One incident as `allIncidents` shows it. */
  incident(id: string): Promise<AdminIncidentDto | undefined>;
  /**
   * Adds an update to an unresolved incident (status `resolved` resolves it), a mail per confirmed
   * subscriber and the audit entry, in one transaction (the incident's row locked); how many mails.
   */
  postIncidentUpdate(
    update: NewIncidentUpdate,
    mailFor: (subscriber: Subscriber, incident: IncidentBefore) => ExpiringMail,
    audit: (before: IncidentBefore) => AuditEvent,
  ): Promise<number | 'incident_not_found' | 'incident_already_resolved'>;
  /**
   * A new subscription (or a pending one given a new confirmation token), with its confirmation mail,
   * in one transaction. An address already confirmed is left as it is and mailed nothing: false.
   */
  subscribe(email: string, locale: Locale, confirmTokenHash: string, mailFor: (subscriber: Subscriber) => ExpiringMail): Promise<boolean>;
  /** Confirms the subscription of this token (single use); false when unknown or used. */
  confirm(confirmTokenHash: string): Promise<boolean>;
  /** Deletes the subscription of this token; false when unknown. */
  unsubscribe(unsubscribeToken: string): Promise<boolean>;
}

export const STATUS_REPOSITORY = Symbol('StatusRepository');

/** Measures the six lines now (the messaging library's StatusProbe). */
export interface StatusMeasurer {
  measure(): Promise<ComponentProbe[]>;
}

export const STATUS_MEASURER = Symbol('StatusMeasurer');

export interface StatusSettings {
  checkIntervalMs: number;
  publicUrl: string;
  /** After start-up, rounds are not recorded until every line answered once or this long passed (default 5 min). */
  startupGraceMs?: number;
}

export const STATUS_SETTINGS = Symbol('StatusSettings');
