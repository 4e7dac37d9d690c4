import { Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_QUERY_MAX_LENGTH,
  MODERATION_DECISIONS,
  adminPageOf,
  adminReasonOf,
  VENUE_STATUSES,
  type Actor,
  type AdminPage,
  type AdminVenueRow,
  type AdminVenuesRequest,
  type ModerateVenueRequest,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { moderate, moderationReason } from '../domain/moderation-rule.js';
import { ADMIN_VENUE_REPOSITORY, type AdminVenueRepository } from './admin-venue.repository.js';

export const MODERATION_CLOCK = Symbol('ModerationClock');

const UUID = /^[0-9a-f-]{36}$/i;

/** `GET /api/admin/venues`: every venue, pending first then newest, with a search over name, city and slug. */
@Injectable()
export class ListAdminVenuesUseCase {
  constructor(@Inject(ADMIN_VENUE_REPOSITORY) private readonly venues: AdminVenueRepository) {}

  async list(actor: Actor | undefined, request: AdminVenuesRequest): Promise<AdminPage<AdminVenueRow>> {
    authorize(actor, ['admin']);
    if (request.status !== undefined && !VENUE_STATUSES.includes(request.status)) throw new DomainException('validation_failed');
    if (request.q !== undefined && (typeof request.q !== 'string' || request.q.length > ADMIN_QUERY_MAX_LENGTH)) throw new DomainException('validation_failed');
    const q = request.q?.trim() || undefined;
    return this.venues.list({ q, status: request.status, ...adminPageOf(request) });
  }
}

/**
 * `POST /api/admin/venues/{id}/approve|reject`: approve only what is not approved, reject only what is
 * not rejected (409 otherwise). The decision, `venue.moderated` (the merchant's mail, feeds and caches)
 * and `audit.recorded` are one transaction.
 */
@Injectable()
export class ModerateVenueUseCase {
  constructor(
    @Inject(ADMIN_VENUE_REPOSITORY) private readonly venues: AdminVenueRepository,
    @Inject(MODERATION_CLOCK) private readonly now: () => Date,
  ) {}

  async execute(actor: Actor | undefined, request: ModerateVenueRequest): Promise<AdminVenueRow> {
    const admin = authorize(actor, ['admin']);
    if (!MODERATION_DECISIONS.includes(request.decision)) throw new DomainException('validation_failed');
    if (request.reason !== undefined && request.reason !== null && adminReasonOf(request.reason) === null) throw new DomainException('admin_reason_invalid');
    const venueId = String(request.venueId ?? '');
    const reason = moderationReason(request.decision, request.reason);
    const outcome = UUID.test(venueId)
      ? await this.venues.moderate(venueId, (venue) => {
          const decided = moderate(venue.status, request.decision);
          return 'refused' in decided ? decided : { status: decided.status, reason, admin, at: this.now() };
        })
      : undefined;
    if (!outcome) throw new DomainException('venue_not_found');
    if ('refused' in outcome) throw new DomainException(outcome.refused);
    const row = await this.venues.row(venueId);
    if (!row) throw new DomainException('venue_not_found');
    return row;
  }
}
