import { PLACE_NAMES_FR, placeMessagesOf } from '@lieux/contracts';
import { defineMessages } from './message-catalog';

/**
 * City and tag names (`city.<French name>`, `tag.<id>`), from their one home in libs/contracts
 * (place-names.*.ts), which search and the gateway read too (issue 29 §2). `place-label.ts` looks them up.
 */
export const placesFr = placeMessagesOf(PLACE_NAMES_FR);

export const placeMessages = defineMessages(placesFr, {
  en: () => import('./places.en').then((module) => module.placesEn),
  ar: () => import('./places.ar').then((module) => module.placesAr),
});
