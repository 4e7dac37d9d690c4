import { VENUE_LIST_LIMITS, type Bbox } from '@lieux/contracts';
import type { NearPoint } from '../venues/search-filters';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const h = Math.sin(radians(b.lat - a.lat) / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * "Rechercher dans cette zone": the visible area as the search's position and radius — its centre,
 * and the distance to its farthest corner (the circle holds the whole screen), within the radii the
 * API accepts, to 0.1 km.
 */
export function nearPointOfArea(bbox: Bbox): NearPoint {
  const centre = { lat: (bbox.south + bbox.north) / 2, lng: (bbox.west + bbox.east) / 2 };
  const corner = distanceKm(centre, { lat: bbox.north, lng: bbox.east });
  const radiusKm = Math.min(VENUE_LIST_LIMITS.maxRadiusKm, Math.max(0.1, Math.ceil(corner * 10) / 10));
  return { lat: centre.lat, lng: centre.lng, radiusKm };
}
