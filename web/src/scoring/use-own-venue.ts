import type { ConnectionProvider } from '@lieux/contracts';
import { useAuthStatus } from '../auth/use-auth-status';
import { connectionState } from '../connections/connection-rules';
import { useConnectionsQuery } from '../connections/connections.queries';
import { useMerchantVenuesQuery } from '../merchant/merchant.queries';
import type { OwnConnectionState } from './score-advice';

export interface OwnVenue {
  /** The signed-in merchant owns this venue: the page shows them what would raise its score. */
  isOwner: boolean;
  /** Their connections of this venue by platform, to tell "connect" from "switch back on" or "reconnect". */
  connections: Partial<Record<ConnectionProvider, OwnConnectionState>>;
  /** The owner's connections are known (the advice waits for them rather than say "connect" for a paused one). */
  loaded: boolean;
}

/**
 * Whether the reader owns the venue, from their own lists (`GET /api/merchant/venues`, the same
 * query the dashboard reads, and `GET /api/connections`): the public venue page does not say who
 * owns a venue, and a visitor or a consumer asks nothing.
 */
export function useOwnVenue(venueId: string): OwnVenue {
  const { user } = useAuthStatus();
  const merchant = user?.role === 'merchant';
  const venues = useMerchantVenuesQuery(merchant);
  const isOwner = merchant && (venues.data ?? []).some((venue) => venue.id === venueId);
  const list = useConnectionsQuery(isOwner);
  const connections: OwnVenue['connections'] = {};
  for (const connection of list.data ?? []) {
    if (connection.venueId === venueId) connections[connection.provider] = connectionState(connection);
  }
  return { isOwner, connections, loaded: isOwner && list.isSuccess };
}
