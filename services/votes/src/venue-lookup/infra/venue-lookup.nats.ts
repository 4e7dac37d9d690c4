import { RPC, type VenueDto } from '@lieux/contracts';
import { DomainException, type ServiceClient } from '@lieux/messaging';
import type { VenueLookup } from '../app/venue-lookup.js';

interface Known {
  isPublic: boolean;
  checkedAt: number;
}

export interface VenueLookupOptions {
  /** A public venue is asked again after this; within it, 1,000 votes on one venue are one question. */
  publicForMs: number;
  /** A venue not (yet) public is asked again sooner: it may be approved in a moment. */
  notPublicForMs: number;
  /** Kept answers at most (the oldest dropped first), so memory stays bounded. */
  maxEntries: number;
  now?: () => number;
}

export const DEFAULT_VENUE_LOOKUP_OPTIONS: VenueLookupOptions = { publicForMs: 30_000, notPublicForMs: 2_000, maxEntries: 50_000 };

/**
 * The venues service over NATS, with the answers kept a while in memory: a vote's round trip does
 * not wait for a second service each time, and when the venues service is away a venue known to be
 * public stays votable (its answer is used past its time) — votes keep being taken and counted when
 * the venues service comes back. A venue never seen while the venues service is away: 503.
 */
export class NatsVenueLookup implements VenueLookup {
  private readonly known = new Map<string, Known>();
  private readonly asking = new Map<string, Promise<boolean>>();
  private readonly now: () => number;

  constructor(
    private readonly services: ServiceClient,
    private readonly options: VenueLookupOptions = DEFAULT_VENUE_LOOKUP_OPTIONS,
  ) {
    this.now = options.now ?? Date.now;
  }

  async isPublic(venueId: string): Promise<boolean> {
    const known = this.known.get(venueId);
    if (known && this.now() - known.checkedAt < (known.isPublic ? this.options.publicForMs : this.options.notPublicForMs)) return known.isPublic;
    let asking = this.asking.get(venueId);
    if (!asking) {
      asking = this.ask(venueId, known).finally(() => this.asking.delete(venueId));
      this.asking.set(venueId, asking);
    }
    return asking;
  }

  async cards(venueIds: string[]): Promise<VenueDto[]> {
    return venueIds.length === 0 ? [] : this.services.request(RPC.venuesCards, { venueIds }, { actor: undefined });
  }

  private async ask(venueId: string, known: Known | undefined): Promise<boolean> {
    let isPublic: boolean;
    try {
      const reply = await this.services.request(RPC.venuesPublicIds, { venueIds: [venueId] }, { actor: undefined });
      isPublic = reply.publicIds.includes(venueId);
    } catch {
      if (known?.isPublic) return true;
      throw new DomainException('service_unavailable');
    }
    this.remember(venueId, isPublic);
    return isPublic;
  }

  private remember(venueId: string, isPublic: boolean): void {
    this.known.delete(venueId);
    if (this.known.size >= this.options.maxEntries) this.known.delete(this.known.keys().next().value as string);
    this.known.set(venueId, { isPublic, checkedAt: this.now() });
  }
}
