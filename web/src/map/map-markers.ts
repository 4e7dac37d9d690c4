import type { VenueDto } from '@lieux/contracts';
import { venuePath } from '../venues/venue-path';
import type { MapMarker } from './venue-map';

/** The markers of the venues that have coordinates (the others cannot be placed). */
export function mapMarkersOf(venues: readonly VenueDto[], fallbackName: string): MapMarker[] {
  return venues.flatMap((venue) =>
    venue.latitude === null || venue.longitude === null
      ? []
      : [
          {
            id: venue.id,
            lat: venue.latitude,
            lng: venue.longitude,
            name: venue.name.trim() || fallbackName,
            detail: [venue.address, venue.city].filter((part) => part.trim() !== '').join(', '),
            score: venue.score,
            href: venuePath(venue.slug),
          },
        ],
  );
}
