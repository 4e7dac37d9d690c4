import type { Actor, MerchantVenueDto, TagDto, UpdateVenueDto } from '@lieux/contracts';
import type { EditableVenue, VenueEdit } from '../domain/venue-edit.js';
import type { VenueProfileFacts } from '../domain/merchant-stats.js';

/** A new venue as the create use case hands it over (fields normalised: blank is null), `pending` until moderated. */
export type NewVenue = Omit<EditableVenue, 'status' | 'phoneVerified' | 'permanentlyClosed'> & { country: string };

/** A venue with who owns it, as the edit needs it. */
export interface OwnedVenue {
  id: string;
  slug: string;
  ownerUserId: string | null;
  editable: EditableVenue;
}

/** Net votes of one venue on one day (`venue_vote_days`). */
export interface VenueVoteDay {
  venueId: string;
  day: string;
  votes: number;
}

/** The merchant workspace's reads and writes of the venues schema. */
export interface MerchantVenueRepository {
  categoryExists(categoryId: string): Promise<boolean>;
  /**
   * Creates the owner's venue, `pending`, with a slug made unique from `slugBase`, its tags and opening
   * hours, and `venue.created` in the outbox, in one transaction that holds the owner's lock: two
   * concurrent creations cannot both pass the limit. `limit` null: no limit (admins).
   */
  create(ownerUserId: string, venue: NewVenue, slugBase: string, limit: number | null): Promise<MerchantVenueDto | 'limit_reached'>;
  findOwned(venueId: string): Promise<OwnedVenue | undefined>;
  /**
   * Writes the changed fields, the edit's status, tags and hours when given, and `venue.updated`, in one
   * transaction; with `admin`, the admin's `audit.recorded` (`venue.edited`) too.
   */
  update(venue: OwnedVenue, changes: UpdateVenueDto, edit: VenueEdit, admin?: Actor): Promise<void>;
  show(venueId: string): Promise<MerchantVenueDto | undefined>;
  listOwned(ownerUserId: string): Promise<MerchantVenueDto[]>;
  countOwned(ownerUserId: string): Promise<number>;
  profileFacts(ownerUserId: string): Promise<VenueProfileFacts[]>;
  /** Rows of `venue_vote_days` of these venues between two days, both included. */
  voteDays(venueIds: string[], fromDay: string, toDay: string): Promise<VenueVoteDay[]>;
  merchantGoal(ownerUserId: string): Promise<number | null>;
  setMerchantGoal(ownerUserId: string, target: number | null): Promise<void>;
  tags(): Promise<TagDto[]>;
}

export const MERCHANT_VENUE_REPOSITORY = Symbol('MerchantVenueRepository');
