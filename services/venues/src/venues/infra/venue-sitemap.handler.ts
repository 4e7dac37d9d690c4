import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RPC, type SitemapPage, type SitemapPageRequest } from '@lieux/contracts';
import { RpcHandler } from '@lieux/messaging';
import { SITEMAP_PAGE_MAX, VENUE_SITEMAP, type VenueSitemap } from '../app/venue-sitemap.js';

@Controller()
export class VenueSitemapHandler {
  constructor(@Inject(VENUE_SITEMAP) private readonly sitemap: VenueSitemap) {}

  /** Only the gateway asks, but a bad page must not become a huge or failing query. */
  @RpcHandler(RPC.venuesSitemapPage)
  page(@Payload() request: SitemapPageRequest): Promise<SitemapPage> {
    const offset = Number.isSafeInteger(request.offset) && request.offset > 0 ? request.offset : 0;
    const limit = Number.isSafeInteger(request.limit) ? Math.min(Math.max(request.limit, 0), SITEMAP_PAGE_MAX) : 0;
    return this.sitemap.page(offset, limit);
  }
}
