import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminIncidentDto, ComponentProbe, IncidentDto, Locale, StatusComponent } from '@lieux/contracts';
import { EventOutbox, MailOutbox } from '@lieux/service-kit';
import type { DailyCheckCount } from '../domain/uptime.js';
import { newToken } from '../domain/status-subscription.js';
import type { AuditEvent, ExpiringMail, IncidentBefore, NewIncident, NewIncidentUpdate, StatusRepository, Subscriber } from '../app/status.repository.js';
import { isUuid } from '../../shared/is-uuid.js';

type Em = EntityManager;

/** The status tables of the admin schema, in SQL (bulk inserts, conflict keys, day aggregation). */
@Injectable()
export class MikroOrmStatusRepository implements StatusRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  private table(name: string): string {
    return `"${this.em.config.get('schema') ?? 'admin'}".${name}`;
  }

  private query<T>(sql: string, params: unknown[] = [], em: Em = this.em.fork()): Promise<T[]> {
    return em.execute<T[]>(sql, params);
  }

  async recordChecks(slot: Date, probes: readonly ComponentProbe[]): Promise<boolean> {
    if (probes.length === 0) return false;
    const rows = await this.query<{ component: string }>(
      `insert into ${this.table('status_checks')} (component, checked_at, state, response_time_ms)
       values ${probes.map(() => '(?, ?, ?, ?)').join(', ')}
       on conflict (checked_at, component) do nothing
       returning component`,
      probes.flatMap((probe) => [probe.id, slot, probe.state, probe.responseTimeMs]),
    );
    return rows.length > 0;
  }

  async pruneChecks(before: Date): Promise<number> {
    const rows = await this.query<{ component: string }>(`delete from ${this.table('status_checks')} where checked_at < ? returning component`, [before]);
    return rows.length;
  }

  async dailyCounts(fromDay: string): Promise<Array<DailyCheckCount & { component: StatusComponent }>> {
    const rows = await this.query<{ component: StatusComponent; day: string; up: string; down: string }>(
      `select component,
              to_char(checked_at at time zone 'Africa/Casablanca', 'YYYY-MM-DD') as day,
              count(*) filter (where state in ('operational', 'degraded')) as up,
              count(*) filter (where state = 'outage') as down
         from ${this.table('status_checks')}
        where checked_at >= (?::date - interval '1 day')
        group by 1, 2`,
      [fromDay],
    );
    return rows.map((row) => ({ component: row.component, day: row.day, up: Number(row.up), down: Number(row.down) }));
  }

  async openIncidents(): Promise<IncidentDto[]> {
    const incidents = await this.incidents(`where status <> 'resolved' order by created_at desc limit 20`, []);
    return incidents.map(({ resolvedAt: _resolvedAt, ...incident }) => incident);
  }

  allIncidents(): Promise<AdminIncidentDto[]> {
    return this.incidents('order by created_at desc', []);
  }

  async incident(id: string): Promise<AdminIncidentDto | undefined> {
    if (!isUuid(id)) return undefined;
    const [incident] = await this.incidents('where id = ?', [id]);
    return incident;
  }

  /** Incidents chosen by `tail` (where, order, limit), each with its updates newest first. */
  private async incidents(tail: string, params: unknown[]): Promise<AdminIncidentDto[]> {
    const incidents = await this.query<{ id: string; title: string; status: IncidentDto['status']; impact: IncidentDto['impact']; created_at: Date; resolved_at: Date | null }>(
      `select id, title, status, impact, created_at, resolved_at from ${this.table('status_incidents')} ${tail}`,
      params,
    );
    if (incidents.length === 0) return [];
    const updates = await this.query<{ incident_id: string; status: IncidentDto['status']; message: string; created_at: Date }>(
      `select incident_id, status, message, created_at from ${this.table('status_incident_updates')}
        where incident_id in (${incidents.map(() => '?').join(', ')}) order by created_at desc, id`,
      incidents.map((incident) => incident.id),
    );
    return incidents.map((incident) => ({
      id: incident.id,
      title: incident.title,
      status: incident.status,
      impact: incident.impact,
      createdAt: new Date(incident.created_at).toISOString(),
      resolvedAt: incident.resolved_at ? new Date(incident.resolved_at).toISOString() : null,
      updates: updates
        .filter((update) => update.incident_id === incident.id)
        .map((update) => ({ time: new Date(update.created_at).toISOString(), status: update.status, message: update.message })),
    }));
  }

  async openIncident(incident: NewIncident, mailFor: (subscriber: Subscriber) => ExpiringMail, audit?: AuditEvent): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      await this.query(
        `insert into ${this.table('status_incidents')} (id, title, status, impact, created_at) values (?, ?, ?, ?, ?)`,
        [incident.id, incident.title, incident.status, incident.impact, incident.createdAt],
        em,
      );
      await this.addUpdate(em, { incidentId: incident.id, status: incident.status, message: incident.message, at: incident.createdAt });
      const subscribers = await this.confirmedSubscribers(em);
      for (const subscriber of subscribers) this.addMail(em, mailFor(subscriber));
      if (audit) this.outbox.add(em, ...audit);
      return subscribers.length;
    });
  }

  async postIncidentUpdate(
    update: NewIncidentUpdate,
    mailFor: (subscriber: Subscriber, incident: IncidentBefore) => ExpiringMail,
    audit: (before: IncidentBefore) => AuditEvent,
  ): Promise<number | 'incident_not_found' | 'incident_already_resolved'> {
    if (!isUuid(update.incidentId)) return 'incident_not_found';
    return this.em.fork().transactional(async (em) => {
      const [before] = await this.query<IncidentBefore>(`select title, impact, status from ${this.table('status_incidents')} where id = ? for update`, [update.incidentId], em);
      if (!before) return 'incident_not_found' as const;
      if (before.status === 'resolved') return 'incident_already_resolved' as const;
      await this.query(
        `update ${this.table('status_incidents')} set status = ?, resolved_at = case when ? = 'resolved' then ?::timestamptz else null end where id = ?`,
        [update.status, update.status, update.at, update.incidentId],
        em,
      );
      await this.addUpdate(em, update);
      const subscribers = await this.confirmedSubscribers(em);
      for (const subscriber of subscribers) this.addMail(em, mailFor(subscriber, before));
      this.outbox.add(em, ...audit(before));
      return subscribers.length;
    });
  }

  private addUpdate(em: Em, update: NewIncidentUpdate): Promise<unknown> {
    return this.query(
      `insert into ${this.table('status_incident_updates')} (id, incident_id, status, message, created_at) values (gen_random_uuid(), ?, ?, ?, ?)`,
      [update.incidentId, update.status, update.message, update.at],
      em,
    );
  }

  private async confirmedSubscribers(em: Em): Promise<Subscriber[]> {
    const rows = await this.query<{ email: string; locale: Locale; unsubscribe_token: string }>(
      `select email, locale, unsubscribe_token from ${this.table('status_subscriptions')} where confirmed_at is not null`,
      [],
      em,
    );
    return rows.map((row) => ({ email: row.email, locale: row.locale, unsubscribeToken: row.unsubscribe_token }));
  }

  async subscribe(email: string, locale: Locale, confirmTokenHash: string, mailFor: (subscriber: Subscriber) => ExpiringMail): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      // A new address, or a pending one (a fresh link replaces the old); a confirmed one is left alone.
      const rows = await this.query<{ email: string; locale: Locale; unsubscribe_token: string }>(
        `insert into ${this.table('status_subscriptions')} (id, email, locale, confirm_token_hash, unsubscribe_token, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, now())
         on conflict ((lower(email))) do update set confirm_token_hash = excluded.confirm_token_hash, locale = excluded.locale
           where status_subscriptions.confirmed_at is null
         returning email, locale, unsubscribe_token`,
        [email, locale, confirmTokenHash, newToken()],
        em,
      );
      const [row] = rows;
      if (!row) return false;
      this.addMail(em, mailFor({ email: row.email, locale: row.locale, unsubscribeToken: row.unsubscribe_token }));
      return true;
    });
  }

  async confirm(confirmTokenHash: string): Promise<boolean> {
    const rows = await this.query<{ id: string }>(
      `update ${this.table('status_subscriptions')} set confirmed_at = now(), confirm_token_hash = null where confirm_token_hash = ? returning id`,
      [confirmTokenHash],
    );
    return rows.length > 0;
  }

  async unsubscribe(unsubscribeToken: string): Promise<boolean> {
    const rows = await this.query<{ id: string }>(`delete from ${this.table('status_subscriptions')} where unsubscribe_token = ? returning id`, [unsubscribeToken]);
    return rows.length > 0;
  }

  private addMail(em: Em, { expiresAt, ...mail }: ExpiringMail): void {
    this.mails.add(em, mail, expiresAt);
  }
}
