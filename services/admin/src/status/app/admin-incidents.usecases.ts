import { Inject, Injectable } from '@nestjs/common';
import { auditRecorded, INCIDENT_IMPACTS, INCIDENT_STATUSES, type Actor, type AdminIncidentReply, type OpenIncidentRequest, type PostIncidentUpdateRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { INCIDENT_STATUS_LABELS, incidentUpdatedMail } from '@lieux/mail';
import { authorize } from '@lieux/service-kit';
import { unsubscribeUrl } from '../domain/status-subscription.js';
import { incidentMessage, incidentTitle } from '../domain/incident-text.js';
import { INCIDENT_MAIL_LIFETIME_MS, OpenIncidentUseCase } from './status-alerts.usecases.js';
import { STATUS_REPOSITORY, STATUS_SETTINGS, type StatusRepository, type StatusSettings } from './status.repository.js';

/** The admin console's incidents: every one, resolved or not. */
@Injectable()
export class ListIncidentsUseCase {
  constructor(@Inject(STATUS_REPOSITORY) private readonly status: StatusRepository) {}

  execute(actor: Actor | undefined): Promise<AdminIncidentReply[]> {
    authorize(actor, ['admin']);
    return this.status.allIncidents();
  }
}

/** An admin opens an incident: subscribers mailed and the audit entry written with it (OpenIncidentUseCase). */
@Injectable()
export class OpenIncidentAsAdminUseCase {
  constructor(
    @Inject(OpenIncidentUseCase) private readonly open: OpenIncidentUseCase,
    @Inject(STATUS_REPOSITORY) private readonly status: StatusRepository,
  ) {}

  async execute(actor: Actor | undefined, request: OpenIncidentRequest, now = new Date()): Promise<AdminIncidentReply> {
    const admin = authorize(actor, ['admin']);
    const title = incidentTitle(request.title);
    if (title === null) throw new DomainException('incident_title_invalid');
    const message = incidentMessage(request.message);
    if (message === null) throw new DomainException('incident_message_invalid');
    if (!INCIDENT_IMPACTS.includes(request.impact) || !(INCIDENT_STATUSES as readonly string[]).includes(request.status) || (request.status as string) === 'resolved') throw new DomainException('validation_failed');
    const { id } = await this.open.execute({ title, impact: request.impact, status: request.status, message }, now, (incidentId) =>
      auditRecorded(admin, { action: 'incident.opened', target: { type: 'incident', id: incidentId, label: title }, after: { status: request.status, impact: request.impact } }, now),
    );
    const incident = await this.status.incident(id);
    if (!incident) throw new Error(`incident ${id} vanished after its creation`);
    return incident;
  }
}

/**
 * An update of an unresolved incident: status `resolved` resolves it (resolved_at set), every
 * confirmed subscriber is mailed, and the audit entry is written, all in one transaction.
 */
@Injectable()
export class PostIncidentUpdateUseCase {
  constructor(
    @Inject(STATUS_REPOSITORY) private readonly status: StatusRepository,
    @Inject(STATUS_SETTINGS) private readonly settings: StatusSettings,
  ) {}

  async execute(actor: Actor | undefined, request: PostIncidentUpdateRequest, now = new Date()): Promise<AdminIncidentReply> {
    const admin = authorize(actor, ['admin']);
    const message = incidentMessage(request.message);
    if (message === null) throw new DomainException('incident_message_invalid');
    if (!INCIDENT_STATUSES.includes(request.status)) throw new DomainException('validation_failed');
    const { publicUrl } = this.settings;
    const resolved = request.status === 'resolved';
    const posted = await this.status.postIncidentUpdate(
      { incidentId: request.incidentId, status: request.status, message, at: now },
      (subscriber, incident) => ({
        to: subscriber.email,
        ...incidentUpdatedMail(subscriber.locale, {
          title: incident.title,
          status: INCIDENT_STATUS_LABELS[subscriber.locale][request.status],
          resolved,
          message,
          statusUrl: `${publicUrl}/statut`,
          unsubscribeUrl: unsubscribeUrl(publicUrl, subscriber.unsubscribeToken),
        }),
        expiresAt: new Date(now.getTime() + INCIDENT_MAIL_LIFETIME_MS),
      }),
      (before) =>
        auditRecorded(
          admin,
          {
            action: resolved ? 'incident.resolved' : 'incident.updated',
            target: { type: 'incident', id: request.incidentId, label: before.title },
            before: { status: before.status },
            after: { status: request.status },
          },
          now,
        ),
    );
    if (typeof posted === 'string') throw new DomainException(posted);
    const incident = await this.status.incident(request.incidentId);
    if (!incident) throw new Error(`incident ${request.incidentId} vanished after its update`);
    return incident;
  }
}
