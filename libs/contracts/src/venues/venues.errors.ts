import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Failures of the venues' public side. */
export const VENUES_ERRORS = {
  venue_not_found: { status: 404, message: 'Lieu introuvable', en: 'Venue not found', ar: 'المكان غير موجود' },
} as const satisfies ErrorDefinitions;
