import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Skeleton } from '@mantine/core';
import { loadTileConfig } from './map-config';
import type { VenueMapProps } from './venue-map';

// The tiles' configuration is asked beside the chunk, so the map knows at once whether it has streets.
const VenueMap = lazy(() => Promise.all([import('./venue-map'), loadTileConfig()]).then(([module]) => module));

const noSubscription = () => () => undefined;

/** False on the server and while the browser hydrates the server's HTML, true afterwards. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The map, fetched (Leaflet and its CSS, about 45 KB gzipped) only when a screen shows one. */
export function LazyVenueMap(props: VenueMapProps) {
  // Leaflet needs a browser: the server's HTML (and its hydration) hold the map's box.
  const hydrated = useHydrated();
  if (!hydrated) return <Skeleton height={props.height} radius="lg" />;
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="lg" />}>
      <VenueMap {...props} />
    </Suspense>
  );
}
