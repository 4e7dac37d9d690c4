import type { ComponentProbe, IncidentDto, IncidentImpact, Locale, StatusComponent } from '@lieux/contracts';
import type { OutgoingMail } from '@lieux/mail';
import type { DailyCheckCount } from '../domain/uptime.js';

export interface NewIncident {
  id: string;
  title: string;
  impact: IncidentImpact;
  message: string;
  createdAt: Date;
}

/** A mail to leave through the outbox, and when it is no longer worth sending. */
export type ExpiringMail = OutgoingMail & { expiresAt: Date };

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
  /** Stores the incident and its first update, and a mail per confirmed subscriber, in one transaction; how many mails. */
  openIncident(incident: NewIncident, mailFor: (subscriber: Subscriber) => ExpiringMail): Promise<number>;
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
}

export const STATUS_SETTINGS = Symbol('StatusSettings');
