import { Suspense, lazy } from 'react';
import { Skeleton } from '@mantine/core';
import type { VenueMapProps } from './venue-map';

const VenueMap = lazy(() => import('./venue-map'));

/** The map, fetched (Leaflet and its CSS, about 45 KB gzipped) only when a screen shows one. */
export function LazyVenueMap(props: VenueMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="lg" />}>
      <VenueMap {...props} />
    </Suspense>
  );
}
