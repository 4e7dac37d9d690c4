import { placeMessagesOf } from '@lieux/contracts';
import { PLACE_NAMES_EN } from '@lieux/contracts/place-names.en';
import type { Translation } from './message-catalog';
import type { placesFr } from './places.fr';

export const placesEn = placeMessagesOf(PLACE_NAMES_EN) satisfies Translation<typeof placesFr>;
