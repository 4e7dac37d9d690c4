import { placeMessagesOf } from '@lieux/contracts';
import { PLACE_NAMES_AR } from '@lieux/contracts/place-names.ar';
import type { Translation } from './message-catalog';
import type { placesFr } from './places.fr';

export const placesAr = placeMessagesOf(PLACE_NAMES_AR) satisfies Translation<typeof placesFr>;
