import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PreparedRead } from '@lieux/persistence';
import type { SitemapPage } from '@lieux/contracts';
import type { VenueSitemap } from '../app/venue-sitemap.js';

// Oldest first, so a new venue lands in the last file and the others keep their URLs; walks venues_public_recent.
const PAGE = new PreparedRead<{ slug: string; updated_at: string }>(
  'venues_sitemap_page',
  (s) => `select slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
    from "${s}".venues where status = 'approved' order by created_at, id offset $1 limit $2`,
);
const TOTAL = new PreparedRead<{ total: number }>('venues_sitemap_total', (s) => `select count(*)::int as total from "${s}".venues where status = 'approved'`);

@Injectable()
export class PostgresVenueSitemap implements VenueSitemap {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async page(offset: number, limit: number): Promise<SitemapPage> {
    const [[{ total }], rows] = await Promise.all([TOTAL.all(this.em), limit > 0 ? PAGE.all(this.em, [offset, limit]) : Promise.resolve([])]);
    return { total, entries: rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at })) };
  }
}
