import type { VenueDto } from '@lieux/contracts';
import { foldForSearch } from '../content/help-search';

/**
 * The explorer's local filter: the venues whose name or city holds the text, case- and
 * accent-insensitive ("fes" finds "Fès"); all of them for a blank text.
 */
export function filterVenuesByNameOrCity<V extends Pick<VenueDto, 'name' | 'city'>>(venues: readonly V[], text: string): V[] {
  const needle = foldForSearch(text);
  if (needle === '') return [...venues];
  return venues.filter((venue) => foldForSearch(venue.name).includes(needle) || foldForSearch(venue.city).includes(needle));
}
