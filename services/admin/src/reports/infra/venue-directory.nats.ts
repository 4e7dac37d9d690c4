import { RPC } from '@lieux/contracts';
import { DomainException, type ServiceClient } from '@lieux/messaging';
import type { PublicVenue, VenueDirectory } from '../app/report.repository.js';

/**
 * The venues service's public cards: `venues.places.cards` answers only the venues the public may see
 * (approved), so one call both checks the venue is public and gives the name and slug to keep.
 */
export class NatsVenueDirectory implements VenueDirectory {
  constructor(private readonly services: ServiceClient) {}

  async publicVenue(venueId: string): Promise<PublicVenue | undefined> {
    try {
      const [card] = await this.services.request(RPC.venuesCards, { venueIds: [venueId] }, { actor: undefined });
      return card && card.id === venueId ? { id: card.id, slug: card.slug, name: card.name } : undefined;
    } catch {
      throw new DomainException('service_unavailable');
    }
  }
}
