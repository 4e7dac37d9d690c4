import { Suspense, lazy } from 'react';
import { Skeleton } from '@mantine/core';
import { loadTileConfig } from './map-config';
import type { VenueMapProps } from './venue-map';

// The tiles' configuration is asked beside the chunk, so the map knows at once whether it has streets.
const VenueMap = lazy(() => Promise.all([import('./venue-map'), loadTileConfig()]).then(([module]) => module));

/** The map, fetched (Leaflet and its CSS, about 45 KB gzipped) only when a screen shows one. */
export function LazyVenueMap(props: VenueMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="lg" />}>
      <VenueMap {...props} />
    </Suspense>
  );
}
