import { Inject, Injectable } from '@nestjs/common';
import { openStreetMapUrl, VENUE_LIST_LIMITS, VENUE_QUERY_MESSAGES, type Actor, type HomeFeedRequest, type PublicStatsDto, type ResolvedPlace, type SearchVenuesRequest, type VenueDetailDto, type VenuePage } from '@lieux/contracts';
import { DomainException } from '@lieux/messaging';
import { decodeFeedCursor, encodeFeedCursor, encodeOffsetCursor, type FeedPosition } from '../domain/feed-cursor.js';
import { MAX_SEARCH_OFFSET, toSearchCriteria } from '../domain/search-criteria.js';
import { isVisibleTo, SIMILAR_LIMIT, SIMILAR_RADIUS_KM } from '../domain/visibility.js';
import { VENUE_READ_REPOSITORY, type VenueReadRepository } from './venue-read.repository.js';
import { VENUE_SEARCH, type VenueSearch } from './venue-search.js';

/** `GET /api/feed/home`: approved venues, best score first (ties: newest), a page at a time; the first with the total. */
@Injectable()
export class HomeFeedUseCase {
  constructor(@Inject(VENUE_READ_REPOSITORY) private readonly venues: VenueReadRepository) {}

  async execute(request: HomeFeedRequest): Promise<VenuePage> {
    let after: FeedPosition | undefined;
    if (request.cursor !== undefined) {
      after = decodeFeedCursor(request.cursor);
      if (!after) throw new DomainException('validation_failed', undefined, [{ field: 'cursor', messages: [VENUE_QUERY_MESSAGES.invalidCursor] }]);
    }
    const limit = request.limit ?? VENUE_LIST_LIMITS.defaultLimit;
    // One more than asked says whether a next page exists without counting.
    // The first page also says how many the feed holds (the explorer's count), in the same statement.
    const { entries, total } = after ? { entries: await this.venues.homeFeed(after, limit + 1), total: undefined } : await this.venues.homeFeedFirst(limit + 1);
    const page = entries.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = entries.length > limit && last ? encodeFeedCursor(last.position) : null;
    return total ? { venues: page.map((entry) => entry.venue), nextCursor, total } : { venues: page.map((entry) => entry.venue), nextCursor };
  }
}

/** The instant "open now" is read at: the clock, or a fixed one in tests. */
export const SEARCH_CLOCK = Symbol('SearchClock');
export type SearchClock = () => Date;

/** `GET /api/venues`: the search, through the `VenueSearch` port. */
@Injectable()
export class SearchVenuesUseCase {
  constructor(
    @Inject(VENUE_SEARCH) private readonly engine: VenueSearch,
    @Inject(SEARCH_CLOCK) private readonly now: SearchClock,
  ) {}

  async execute(request: SearchVenuesRequest): Promise<VenuePage> {
    const result = toSearchCriteria(request, this.now());
    if ('errors' in result) throw new DomainException('validation_failed', undefined, result.errors);
    const { criteria } = result;
    const found = await this.engine.search(criteria);
    const next = criteria.offset + criteria.limit;
    const nextCursor = found.hasMore && next <= MAX_SEARCH_OFFSET ? encodeOffsetCursor(next) : null;
    return found.total ? { venues: found.venues, nextCursor, total: found.total } : { venues: found.venues, nextCursor };
  }
}

/** A slug of the product's shape is looked up; anything else names no venue. */
const isSlugShaped = (slug: string): boolean => /^[a-z0-9-]{1,120}$/.test(slug);

/** `GET /api/places/{slug}`: the venue page, or `venue_not_found` for an unknown or non-public venue. */
@Injectable()
export class ShowPlaceUseCase {
  constructor(@Inject(VENUE_READ_REPOSITORY) private readonly venues: VenueReadRepository) {}

  async execute(slug: string, actor: Actor | undefined): Promise<VenueDetailDto> {
    const record = isSlugShaped(slug) ? await this.venues.findBySlug(slug, { radiusKm: SIMILAR_RADIUS_KM, limit: SIMILAR_LIMIT }) : undefined;
    if (!record || !isVisibleTo({ status: record.venue.status, ownerUserId: record.ownerUserId }, actor)) throw new DomainException('venue_not_found');
    // The gateway fills in the visitors (a Redis HyperLogLog it owns).
    // Claimable: public and nobody's (issue 32 §2) — the shared contract with the OpenStreetMap importer.
    const claimable = record.venue.status === 'approved' && record.ownerUserId === null;
    const openData = record.osmRef ? { source: 'openstreetmap' as const, url: openStreetMapUrl(record.osmRef) } : null;
    return { ...record.venue, connections: record.connections, similar: record.similar, visitorsThisMonth: 0, photos: record.photos, claimable, openData };
  }
}

/**
 * The venue of a slug for the reads about it (`GET /api/places/{slug}/score`): the page's own
 * visibility, so a venue the page would not show answers the page's 404.
 */
@Injectable()
export class ResolvePlaceUseCase {
  constructor(@Inject(VENUE_READ_REPOSITORY) private readonly venues: VenueReadRepository) {}

  async execute(slug: string, actor: Actor | undefined): Promise<ResolvedPlace> {
    const venue = isSlugShaped(slug) ? await this.venues.visibilityBySlug(slug) : undefined;
    if (!venue || !isVisibleTo(venue, actor)) throw new DomainException('venue_not_found');
    return { venueId: venue.id };
  }
}

/** `GET /api/stats/public`: the landing page's figures. */
@Injectable()
export class PublicStatsUseCase {
  constructor(@Inject(VENUE_READ_REPOSITORY) private readonly venues: VenueReadRepository) {}

  execute(): Promise<PublicStatsDto> {
    return this.venues.publicStats();
  }
}
