import { RPC, type AccountExportDto, type ConnectionDto, type VenueNameDto } from '@lieux/contracts';
import type { RpcCallContext, ServiceClient } from '@lieux/messaging';

/**
 * The person's data export (issue 30 §5): each service answers for what it keeps — the account (auth),
 * votes and favourites (votes), venues with photos and documents' descriptions (venues), connections
 * without tokens (connections), support messages (admin) — and the venue names are put beside the
 * ids. All of it or nothing: a service that does not answer makes it a 503, never a partial export.
 */
export async function exportAccount(services: ServiceClient, context: RpcCallContext, exportedAt: Date): Promise<AccountExportDto> {
  const user = await services.request(RPC.authUserShow, { userId: context.actor?.userId ?? '' }, context);
  const [{ votes, favorites }, { connections }, { supportMessages }] = await Promise.all([
    services.request(RPC.votesAccountData, {}, context),
    services.request(RPC.connectionsAccountData, {}, context),
    // The messages carry no account id: they are the ones sent from the account's own address.
    services.request(RPC.adminAccountData, { email: user.email }, context),
  ]);
  const venueIds = [...new Set([...votes, ...favorites, ...connections].map((row) => row.venueId))];
  const { venues, venueNames } = await services.request(RPC.venuesAccountData, { venueIds }, context);
  const nameOf = namesById(venueNames);
  return {
    exportedAt: exportedAt.toISOString(),
    user,
    votes: votes.map((vote) => ({ ...vote, venueName: nameOf(vote.venueId) })),
    favorites: favorites.map((favorite) => ({ ...favorite, venueName: nameOf(favorite.venueId) })),
    venues,
    connections: connections.map((connection: ConnectionDto) => ({ ...connection, venueName: nameOf(connection.venueId) })),
    supportMessages,
  };
}

/** A venue's name by its id; null for a venue that no longer exists. */
function namesById(names: VenueNameDto[]): (venueId: string) => string | null {
  const byId = new Map(names.map((venue) => [venue.id.toLowerCase(), venue.name]));
  return (venueId) => byId.get(venueId.toLowerCase()) ?? null;
}
