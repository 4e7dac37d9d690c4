import { RPC, type VenueDetailDto } from '@lieux/contracts';
import { RpcFailure, type ServiceClient } from '@lieux/messaging';
import type { SitemapPage } from '@lieux/contracts';

/** What the search-engine routes read about public venues, asked as an anonymous visitor. */
export interface PublicVenues {
  /** The public venue, or undefined when the public may not see it. */
  show(slug: string, requestId: string): Promise<VenueDetailDto | undefined>;
  sitemapPage(offset: number, limit: number, requestId: string): Promise<SitemapPage>;
}

export class PublicVenuesOverNats implements PublicVenues {
  constructor(private readonly services: ServiceClient) {}

  async show(slug: string, requestId: string): Promise<VenueDetailDto | undefined> {
    try {
      return await this.services.request(RPC.venuesShowPlace, { slug }, { requestId, actor: undefined });
    } catch (error) {
      if (error instanceof RpcFailure && (error.code === 'venue_not_found' || error.code === 'not_found')) return undefined;
      throw error;
    }
  }

  sitemapPage(offset: number, limit: number, requestId: string): Promise<SitemapPage> {
    return this.services.request(RPC.venuesSitemapPage, { offset, limit }, { requestId, actor: undefined });
  }
}
