import type { ErrorDefinitions } from '../errors/error-definition.js';

/** The status page's e-mail alerts. */
export const STATUS_ERRORS = {
  /** Unknown or already used: one message, a token cannot be probed. */
  status_token_invalid: { status: 400, message: 'Ce lien n’est pas valide ou a déjà servi.', en: 'This link is not valid or has already been used.', ar: 'هذا الرابط غير صالح أو سبق استخدامه.' },
} as const satisfies ErrorDefinitions;
