import type { ErrorDefinitions } from './error-definition.js';

/** The platform's own failures: the HTTP edge (routing, body, origin, limits) and the transport. */
export const PLATFORM_ERRORS = {
  bad_request: { status: 400, message: 'Requête invalide.' },
  forbidden_origin: { status: 403, message: "Requête refusée : elle ne provient pas du site." },
  route_not_found: { status: 404, message: "Cette adresse n'existe pas." },
  method_not_allowed: { status: 405, message: 'Méthode non autorisée pour cette adresse.' },
  /** JSON nested deeper than any form of the product (a body built to exhaust the parser's stack). */
  body_too_deep: { status: 400, message: 'La requête contient trop de niveaux imbriqués.' },
  request_timeout: { status: 408, message: 'La requête a mis trop de temps à arriver.' },
  payload_too_large: { status: 413, message: 'La requête est trop volumineuse.' },
  headers_too_large: { status: 431, message: 'Les en-têtes ou l’adresse de la requête sont trop longs.' },
  unsupported_media_type: { status: 415, message: 'Le format de la requête doit être JSON.' },
  rate_limited: { status: 429, message: 'Trop de tentatives, réessayez dans quelques minutes.' },
  internal_error: { status: 500, message: 'Une erreur est survenue' },
  service_unavailable: {
    status: 503,
    message: 'Service temporairement indisponible, réessayez dans un instant.',
  },
} as const satisfies ErrorDefinitions;
