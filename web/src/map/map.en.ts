import type { Translation } from '../i18n/message-catalog';
import type { mapFr } from './map.fr';

export const mapEn = {
  'resultsLabel': 'Map of the results',
  'venueLabel': 'Map: where {name} is',
  'openVenue': 'Open the page',
  'noCoordinates': 'None of these places has coordinates to show on the map.',
  'someWithoutCoordinates#one': '{count} place without coordinates is not on the map.',
  'someWithoutCoordinates#other': '{count} places without coordinates are not on the map.',
  'cluster#one': '{count} place here: zoom in',
  'cluster#other': '{count} places here: zoom in',
  'searchArea': 'Search this area',
  'loadingArea': 'Loading the places of this area…',
  'areaCount#one': '{count} place in this area',
  'areaCount#other': '{count} places in this area',
} satisfies Translation<typeof mapFr>;
