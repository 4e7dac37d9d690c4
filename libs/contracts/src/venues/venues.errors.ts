import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';

/** Failures of the venues' public side. */
export const VENUES_ERRORS = {
  venue_not_found: { status: 404, message: 'Lieu introuvable' },
} as const satisfies ErrorDefinitions;

/** VENUES_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const VENUES_ERROR_TRANSLATIONS = {
  venue_not_found: { en: 'Venue not found', ar: 'المكان غير موجود' },
} as const satisfies ErrorTranslations<typeof VENUES_ERRORS>;
