import { venueInLocale, type Locale, type MapVenueDto, type VenueDto } from '@lieux/contracts';
import { directionsUrl, telHref } from '../venues/get-there';
import { venuePath } from '../venues/venue-path';
import type { MapMarker } from './venue-map';

/** What a marker and its popup show of a venue, whichever answer it came from. */
interface PlacedVenue {
  id: string;
  slug: string;
  name: string;
  address: string;
  city: string;
  score: number | null;
  phone: string | null;
  lat: number;
  lng: number;
  /** The merchant's translations, where the answer carries them (the map endpoint's cells do not). */
  nameAr?: string | null;
  nameEn?: string | null;
}

/** The reader's language, and a city's name in it (`cityLabel` with the places catalogue). */
export interface MarkerLanguage {
  locale: Locale;
  city: (city: string) => string;
}

function markerOf(venue: PlacedVenue, fallbackName: string, language: MarkerLanguage): MapMarker {
  return {
    id: venue.id,
    lat: venue.lat,
    lng: venue.lng,
    name: venueInLocale({ ...venue, description: null }, language.locale).name.trim() || fallbackName,
    detail: [venue.address, language.city(venue.city)].filter((part) => part.trim() !== '').join(', '),
    score: venue.score,
    href: venuePath(venue.slug),
    slug: venue.slug,
    // The universal link: the maps app on a phone that has it, Google Maps in a browser otherwise.
    directionsHref: directionsUrl('google', { lat: venue.lat, lng: venue.lng }),
    callHref: telHref(venue.phone),
  };
}

/** The markers of the venues that have coordinates (the others cannot be placed). */
export function mapMarkersOf(venues: readonly VenueDto[], fallbackName: string, language: MarkerLanguage): MapMarker[] {
  return venues.flatMap((venue) =>
    venue.latitude === null || venue.longitude === null ? [] : [markerOf({ ...venue, lat: venue.latitude, lng: venue.longitude }, fallbackName, language)],
  );
}

/** The markers of the map endpoint's venues alone in their cell (they all have coordinates). */
export function mapVenueMarkersOf(venues: readonly MapVenueDto[], fallbackName: string, language: MarkerLanguage): MapMarker[] {
  return venues.map((venue) => markerOf(venue, fallbackName, language));
}
