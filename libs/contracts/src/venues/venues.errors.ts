import type { ErrorDefinitions } from '../errors/error-definition.js';

/** Failures of the venues' public side. */
export const VENUES_ERRORS = {
  venue_not_found: { status: 404, message: 'Lieu introuvable' },
} as const satisfies ErrorDefinitions;
