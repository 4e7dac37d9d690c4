import { Inject, Injectable } from '@nestjs/common';
import {
  MERCHANT_MESSAGES,
  planVenueLimit,
  type Actor,
  type CreateVenueRequest,
  type MerchantVenueDto,
  type OpeningPeriodDto,
  type PlanUsageReply,
  type TagDto,
  type UpdateVenueDto,
  type UpdateVenueRequest,
} from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { authorize } from '@lieux/service-kit';
import { planVenueEdit } from '../domain/venue-edit.js';
import { venueSlugBase } from '../domain/venue-slug-rule.js';
import { MERCHANT_VENUE_REPOSITORY, type MerchantVenueRepository, type OwnedVenue } from './merchant-venue.repository.js';

/** Who has a workspace: merchants, and admins (who may act on any venue). */
const WORKSPACE_ROLES = ['merchant', 'admin'] as const;

/** The workspace's actor, or `merchant_only` for a consumer (they become a merchant first). */
export function workspaceActor(actor: Actor | undefined): Actor {
  const me = authorize(actor);
  if (!(WORKSPACE_ROLES as readonly string[]).includes(me.role)) throw new DomainException('merchant_only');
  return me;
}

/** Blank text is no value; text is trimmed (the gateway does it too: a service trusts nobody's spaces). */
const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** One period per day and opening time (the form may send a duplicate). */
function distinctPeriods(periods: OpeningPeriodDto[] | undefined): OpeningPeriodDto[] {
  const seen = new Map<string, OpeningPeriodDto>();
  for (const period of periods ?? []) seen.set(`${period.day} ${period.opens}`, { day: period.day, opens: period.opens, closes: period.closes });
  return [...seen.values()];
}

/**
 * `POST /api/venues`: the actor's new venue, `pending`. The owner is the actor whatever the body says;
 * the plan's limit is the actor's plan (the gateway's session, kept right by `user.plan-changed`), and
 * admins have none. The category must exist.
 */
@Injectable()
export class CreateVenueUseCase {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  async execute(actor: Actor | undefined, request: CreateVenueRequest): Promise<MerchantVenueDto> {
    const me = workspaceActor(actor);
    if (!(await this.venues.categoryExists(request.categoryId))) throw new DomainException('category_unknown');
    const name = request.name.trim();
    const created = await this.venues.create(
      me.userId,
      {
        name,
        categoryId: request.categoryId,
        address: request.address.trim(),
        city: request.city.trim(),
        country: 'Maroc',
        description: text(request.description),
        nameAr: text(request.nameAr),
        nameEn: text(request.nameEn),
        descriptionAr: text(request.descriptionAr),
        descriptionEn: text(request.descriptionEn),
        phone: text(request.phone),
        website: text(request.website),
        whatsapp: text(request.whatsapp),
        latitude: request.latitude ?? null,
        longitude: request.longitude ?? null,
        tags: request.tags ?? [],
        // "Open 24/7" and a week's periods are two answers to one question: the periods win.
        openingHours: distinctPeriods(request.openingHours),
        alwaysOpen: request.alwaysOpen === true && (request.openingHours ?? []).length === 0,
        specialHours: request.specialHours ?? [],
      },
      venueSlugBase(name),
      me.role === 'admin' ? null : planVenueLimit(me.plan),
    );
    if (created === 'limit_reached') throw new DomainException('venue_limit_reached');
    return { ...created, message: MERCHANT_MESSAGES.venueCreated };
  }
}

/** The venue, when the actor owns it or is an admin: `venue_not_found` (unknown) or `venue_not_owned` (403) otherwise. */
async function ownedBy(venues: MerchantVenueRepository, actor: Actor, venueId: string): Promise<OwnedVenue> {
  const venue = /^[0-9a-f-]{36}$/i.test(venueId) ? await venues.findOwned(venueId) : undefined;
  if (!venue) throw new DomainException('venue_not_found');
  if (actor.role !== 'admin' && venue.ownerUserId !== actor.userId) throw new DomainException('venue_not_owned');
  return venue;
}

/** The changes as they will be written: blank text is null, hours without duplicates. */
function normalised(changes: UpdateVenueDto): UpdateVenueDto {
  const result: UpdateVenueDto = { ...changes };
  for (const field of ['name', 'address', 'city'] as const) if (changes[field] !== undefined) result[field] = changes[field]?.trim();
  for (const field of ['description', 'nameAr', 'nameEn', 'descriptionAr', 'descriptionEn', 'phone', 'website', 'whatsapp'] as const) if (changes[field] !== undefined) result[field] = text(changes[field]);
  if (changes.openingHours !== undefined) result.openingHours = distinctPeriods(changes.openingHours);
  // One answer to "when is it open": 24/7 clears the week's periods, periods end 24/7.
  if (changes.alwaysOpen === true) result.openingHours = [];
  else if ((result.openingHours ?? []).length > 0) result.alwaysOpen = false;
  if (changes.tags !== undefined) result.tags = changes.tags.map((tag) => tag.trim());
  return result;
}

/**
 * `PATCH /api/venues/{id}`: owner or admin. What goes back to moderation is `planVenueEdit`'s rule;
 * `venue.updated` tells the others (caches, admin, search) when something changed.
 */
@Injectable()
export class UpdateVenueUseCase {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  async execute(actor: Actor | undefined, request: UpdateVenueRequest): Promise<MerchantVenueDto> {
    const me = workspaceActor(actor);
    const venue = await ownedBy(this.venues, me, String(request.venueId ?? ''));
    const changes = normalised(request.changes ?? {});
    if (changes.categoryId !== undefined && changes.categoryId !== venue.editable.categoryId && !(await this.venues.categoryExists(changes.categoryId))) {
      throw new DomainException('category_unknown');
    }
    const edit = planVenueEdit(venue.editable, changes);
    // An admin's edit of a venue is an admin action: it goes to the audit log.
    if (edit.changedFields.length > 0) await this.venues.update(venue, changes, edit, me.role === 'admin' ? me : undefined);
    const updated = await this.venues.show(venue.id);
    if (!updated) throw new DomainException('venue_not_found');
    return { ...updated, message: edit.backToModeration ? MERCHANT_MESSAGES.venueBackToModeration : MERCHANT_MESSAGES.venueUpdated };
  }
}

/** `GET /api/merchant/venues`: the actor's venues in every status, oldest first. */
@Injectable()
export class ListMerchantVenuesUseCase {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  execute(actor: Actor | undefined): Promise<MerchantVenueDto[]> {
    return this.venues.listOwned(workspaceActor(actor).userId);
  }
}

/** `GET /api/merchant/venues/{id}`: one of the actor's venues (admins: any), for the edit screen. */
@Injectable()
export class ShowMerchantVenueUseCase {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  async execute(actor: Actor | undefined, venueId: string): Promise<MerchantVenueDto> {
    const venue = await ownedBy(this.venues, workspaceActor(actor), venueId);
    const shown = await this.venues.show(venue.id);
    if (!shown) throw new DomainException('venue_not_found');
    return shown;
  }
}

/** How many venues the actor owns: the plan card and the quota bar. */
@Injectable()
export class PlanUsageUseCase {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  async execute(actor: Actor | undefined): Promise<PlanUsageReply> {
    return { used: await this.venues.countOwned(workspaceActor(actor).userId) };
  }
}

/** Every tag: the content screen's suggestions (public). */
@Injectable()
export class ListTagsUseCase {
  constructor(@Inject(MERCHANT_VENUE_REPOSITORY) private readonly venues: MerchantVenueRepository) {}

  execute(): Promise<TagDto[]> {
    return this.venues.tags();
  }
}
