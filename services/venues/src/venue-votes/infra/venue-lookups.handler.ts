import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EntityManager } from '@mikro-orm/postgresql';
import { RPC, type PublicVenueIdsReply, type PublicVenueIdsRequest, type VenueCardsRequest, type VenueDto } from '@lieux/contracts';
import { PreparedRead } from '@lieux/persistence';
import { RpcHandler } from '@lieux/messaging';
import { toVenueDto, venueCardColumns, type VenueCardRow } from '../../venues/infra/venue-row.js';

/** More ids than a page of favourites is a caller's mistake, not a reason for a huge query. */
const MAX_IDS = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PUBLIC_IDS = new PreparedRead<{ id: string }>(
  'venues_public_ids',
  (s) => `select v.id from "${s}".venues v where v.id = any($1::uuid[]) and v.status = 'approved'`,
);
const CARDS = new PreparedRead<VenueCardRow>(
  'venues_cards_by_ids',
  (s) => `select ${venueCardColumns(s)} from "${s}".venues v where v.id = any($1::uuid[]) and v.status = 'approved'`,
);

/** Only well-formed ids, each once, at most MAX_IDS: the service's own guard, whoever asks. */
function idsOf(request: { venueIds?: unknown }): string[] {
  const ids = Array.isArray(request.venueIds) ? request.venueIds.filter((id): id is string => typeof id === 'string' && UUID.test(id)) : [];
  return [...new Set(ids.map((id) => id.toLowerCase()))].slice(0, MAX_IDS);
}

/**
 * What the votes service asks the venues service (issue 8): which venues the public may see, so a
 * vote or a favourite names a real, published venue; and the favourites as cards. Public venues only:
 * a pending or rejected venue is nobody's vote or favourite to show.
 */
@Controller()
export class VenueLookupsHandler {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  @RpcHandler(RPC.venuesPublicIds)
  async publicIds(@Payload() request: PublicVenueIdsRequest): Promise<PublicVenueIdsReply> {
    const ids = idsOf(request);
    if (ids.length === 0) return { publicIds: [] };
    const rows = await PUBLIC_IDS.all(this.em, [ids]);
    return { publicIds: rows.map((row) => row.id) };
  }

  /** In the order asked (the votes service lists favourites most recent first). */
  @RpcHandler(RPC.venuesCards)
  async cards(@Payload() request: VenueCardsRequest): Promise<VenueDto[]> {
    const ids = idsOf(request);
    if (ids.length === 0) return [];
    const byId = new Map((await CARDS.all(this.em, [ids])).map((row) => [row.id, toVenueDto(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
