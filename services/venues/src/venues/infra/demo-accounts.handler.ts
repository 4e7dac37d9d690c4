import { Controller, Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RPC, type DemoAccountsReply } from '@lieux/contracts';
import { RpcHandler } from '@lieux/messaging';
import { DEMO_VENUE_ROWS } from '../demo/demo-venues.js';
import { DEMO_DATA_ENABLED } from './demo-venues.seeder.js';

/**
 * `venues.demo.accounts` (issue 13): the seeded demo venues, by their ids here, with their social
 * accounts and figures. The connections service asks at its start-up and keeps them as demo
 * connections; from there the scores come through the pipeline like any venue's. Empty where the
 * demo data is off, or before the seed ran.
 */
@Controller()
export class DemoAccountsHandler {
  constructor(
    @Inject(DEMO_DATA_ENABLED) private readonly enabled: boolean,
    @Inject(EntityManager) private readonly em: EntityManager,
  ) {}

  @RpcHandler(RPC.venuesDemoAccounts)
  async accounts(): Promise<DemoAccountsReply> {
    if (!this.enabled) return { venues: [] };
    const s = String(this.em.config.get('schema'));
    const seeded = await this.em.execute<Array<{ id: string; slug: string; name: string; owner_user_id: string | null }>>(
      `select id, slug, name, owner_user_id from "${s}".venues where slug = any(?::text[])`,
      [`{${DEMO_VENUE_ROWS.map((row) => row.slug).join(',')}}`],
    );
    const bySlug = new Map(DEMO_VENUE_ROWS.map((row) => [row.slug, row]));
    return {
      venues: seeded.flatMap((venue) => {
        const accounts = bySlug.get(venue.slug)?.connections ?? [];
        return accounts.length === 0 ? [] : [{ venueId: venue.id, venueName: venue.name, ownerUserId: venue.owner_user_id, accounts }];
      }),
    };
  }
}
