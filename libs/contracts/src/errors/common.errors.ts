import type { ErrorDefinitions } from './error-definition.js';

/**
 * Failures any feature's use case may report (`DomainException(code)`): a feature whose failure
 * deserves its own message adds its own file (`<feature>/<feature>.errors.ts`) to the catalogue.
 */
export const COMMON_ERRORS = {
  validation_failed: { status: 400, message: 'Certaines informations sont invalides.' },
  unauthenticated: { status: 401, message: 'Connectez-vous pour continuer.' },
  forbidden: { status: 403, message: "Vous n'avez pas accès à cette ressource." },
  not_found: { status: 404, message: 'Ressource introuvable.' },
  conflict: { status: 409, message: 'Cette ressource existe déjà.' },
} as const satisfies ErrorDefinitions;
