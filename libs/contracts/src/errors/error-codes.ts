/**
 * Stable error codes shared by every service, the gateway and the web app.
 * The gateway answers every non-2xx response as `{ message, code }`; `message` is the French text
 * below, shown to the user as is.
 */
export const ERROR_CATALOGUE = {
  bad_request: { status: 400, message: 'Requête invalide.' },
  validation_failed: { status: 400, message: 'Certaines informations sont invalides.' },
  unauthenticated: { status: 401, message: 'Connectez-vous pour continuer.' },
  forbidden: { status: 403, message: "Vous n'avez pas accès à cette ressource." },
  forbidden_origin: { status: 403, message: "Requête refusée : elle ne provient pas du site." },
  not_found: { status: 404, message: 'Ressource introuvable.' },
  route_not_found: { status: 404, message: "Cette adresse n'existe pas." },
  method_not_allowed: { status: 405, message: 'Méthode non autorisée pour cette adresse.' },
  conflict: { status: 409, message: 'Cette ressource existe déjà.' },
  payload_too_large: { status: 413, message: 'La requête est trop volumineuse.' },
  unsupported_media_type: { status: 415, message: 'Le format de la requête doit être JSON.' },
  rate_limited: { status: 429, message: 'Trop de tentatives, réessayez dans quelques minutes.' },
  internal_error: { status: 500, message: 'Une erreur est survenue' },
  service_unavailable: {
    status: 503,
    message: 'Service temporairement indisponible, réessayez dans un instant.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

export function errorMessage(code: ErrorCode): string {
  return ERROR_CATALOGUE[code].message;
}
