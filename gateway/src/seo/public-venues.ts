import { RPC, type VenueDetailDto } from '@lieux/contracts';
import { RpcFailure, type RpcCallContext, type ServiceClient } from '@lieux/messaging';
import type { SitemapPage } from '@lieux/contracts';
import type { FastifyRequest } from 'fastify';
import { requestTrace } from '../http/request-tracing.js';

/** The HTTP request a read is made for: its id and trace (the visitor stays anonymous). */
export type PublicCall = Pick<RpcCallContext, 'requestId' | 'trace'>;

export function publicCall(request: FastifyRequest): PublicCall {
  return { requestId: String(request.id), trace: requestTrace(request) };
}

/** What the search-engine routes read about public venues, asked as an anonymous visitor. */
export interface PublicVenues {
  /** The public venue, or undefined when the public may not see it. */
  show(slug: string, call: PublicCall): Promise<VenueDetailDto | undefined>;
  sitemapPage(offset: number, limit: number, call: PublicCall): Promise<SitemapPage>;
}

export class PublicVenuesOverNats implements PublicVenues {
  constructor(private readonly services: ServiceClient) {}

  async show(slug: string, call: PublicCall): Promise<VenueDetailDto | undefined> {
    try {
      return await this.services.request(RPC.venuesShowPlace, { slug }, { ...call, actor: undefined });
    } catch (error) {
      if (error instanceof RpcFailure && (error.code === 'venue_not_found' || error.code === 'not_found')) return undefined;
      throw error;
    }
  }

  sitemapPage(offset: number, limit: number, call: PublicCall): Promise<SitemapPage> {
    return this.services.request(RPC.venuesSitemapPage, { offset, limit }, { ...call, actor: undefined });
  }
}
