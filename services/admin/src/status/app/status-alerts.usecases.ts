import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { IncidentImpact, IncidentStatus, SubscribeToStatusRequest } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { INCIDENT_IMPACT_LABELS, incidentOpenedMail, statusConfirmationMail } from '@lieux/mail';
import { confirmUrl, hashToken, newToken, unsubscribeUrl } from '../domain/status-subscription.js';
import { STATUS_REPOSITORY, STATUS_SETTINGS, type AuditEvent, type StatusRepository, type StatusSettings } from './status.repository.js';

/** How long a confirmation mail may wait for the SMTP server: after that its link is pointless. */
const CONFIRMATION_MAIL_LIFETIME_MS = 24 * 3_600_000;
/** An incident alert older than this is news no more. */
export const INCIDENT_MAIL_LIFETIME_MS = 6 * 3_600_000;

/**
 * E-mail alerts: an address is stored with a confirmation link (single use; only its SHA-256 kept),
 * every mail carries a one-click unsubscribe link, and confirmed subscribers get a mail when an
 * incident opens. The answer to a subscription never says whether the address was known.
 */
@Injectable()
export class SubscribeToStatusUseCase {
  constructor(
    @Inject(STATUS_REPOSITORY) private readonly status: StatusRepository,
    @Inject(STATUS_SETTINGS) private readonly settings: StatusSettings,
  ) {}

  async execute(request: SubscribeToStatusRequest, now = new Date()): Promise<{ accepted: true }> {
    const token = newToken();
    const { publicUrl } = this.settings;
    await this.status.subscribe(request.email.trim(), request.locale ?? 'fr', hashToken(token), (subscriber) => ({
      to: subscriber.email,
      ...statusConfirmationMail(subscriber.locale, { confirmUrl: confirmUrl(publicUrl, token), unsubscribeUrl: unsubscribeUrl(publicUrl, subscriber.unsubscribeToken) }),
      expiresAt: new Date(now.getTime() + CONFIRMATION_MAIL_LIFETIME_MS),
    }));
    return { accepted: true };
  }
}

@Injectable()
export class ConfirmStatusSubscriptionUseCase {
  constructor(@Inject(STATUS_REPOSITORY) private readonly status: StatusRepository) {}

  async execute(token: string): Promise<{ confirmed: true }> {
    if (!(await this.status.confirm(hashToken(token)))) throw new DomainException('status_token_invalid');
    return { confirmed: true };
  }
}

@Injectable()
export class UnsubscribeFromStatusUseCase {
  constructor(@Inject(STATUS_REPOSITORY) private readonly status: StatusRepository) {}

  async execute(token: string): Promise<{ unsubscribed: true }> {
    if (!(await this.status.unsubscribe(token))) throw new DomainException('status_token_invalid');
    return { unsubscribed: true };
  }
}

export interface OpenIncidentCommand {
  title: string;
  impact: IncidentImpact;
  /** The first update's status: `investigating` unless said. */
  status?: Exclude<IncidentStatus, 'resolved'>;
  /** The first update's message. */
  message: string;
}

/**
 * Opens an incident (status `investigating` unless said) and mails every confirmed subscriber in the
 * same transaction, with the admin's audit entry when an admin opened it (the console's route).
 */
@Injectable()
export class OpenIncidentUseCase {
  constructor(
    @Inject(STATUS_REPOSITORY) private readonly status: StatusRepository,
    @Inject(STATUS_SETTINGS) private readonly settings: StatusSettings,
  ) {}

  async execute(command: OpenIncidentCommand, now = new Date(), audit?: (id: string) => AuditEvent): Promise<{ id: string; mailed: number }> {
    const id = randomUUID();
    const { publicUrl } = this.settings;
    const incident = { id, title: command.title, impact: command.impact, status: command.status ?? 'investigating', message: command.message, createdAt: now };
    const mailed = await this.status.openIncident(incident, (subscriber) => ({
      to: subscriber.email,
      ...incidentOpenedMail(subscriber.locale, {
        title: command.title,
        impact: INCIDENT_IMPACT_LABELS[subscriber.locale][command.impact],
        message: command.message,
        statusUrl: `${publicUrl}/statut`,
        unsubscribeUrl: unsubscribeUrl(publicUrl, subscriber.unsubscribeToken),
      }),
      expiresAt: new Date(now.getTime() + INCIDENT_MAIL_LIFETIME_MS),
    }), audit?.(id));
    return { id, mailed };
  }
}
