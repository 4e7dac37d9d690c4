import type { ErrorDefinitions, ErrorTranslations } from '../errors/error-definition.js';

/** The status page's e-mail alerts. */
export const STATUS_ERRORS = {
  /** Unknown or already used: one message, a token cannot be probed. */
  status_token_invalid: { status: 400, message: 'Ce lien n’est pas valide ou a déjà servi.' },
} as const satisfies ErrorDefinitions;

/** STATUS_ERRORS in English and Arabic, code by code (a code without them does not compile). */
export const STATUS_ERROR_TRANSLATIONS = {
  status_token_invalid: { en: 'This link is not valid or has already been used.', ar: 'هذا الرابط غير صالح أو سبق استخدامه.' },
} as const satisfies ErrorTranslations<typeof STATUS_ERRORS>;
