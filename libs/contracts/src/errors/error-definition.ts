import type { Translations } from '../i18n/localized-text.js';

/** The HTTP statuses an error code may map to. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 431 | 500 | 502 | 503 | 504;

/**
 * What a stable error code means at the edge: its HTTP status and the French message the user reads
 * (the product's language, and the answer when a request asks for no other). Only the gateway turns a
 * code into a response (gateway/src/http/error-body.ts), in the language the request asks for.
 */
export interface ErrorDefinition {
  status: ErrorStatus;
  message: string;
}

/** One feature's error codes: `export const X_ERRORS = { … } as const satisfies ErrorDefinitions`. */
export type ErrorDefinitions = Record<string, ErrorDefinition>;

/**
 * One feature's codes in English and Arabic, beside its `X_ERRORS` in the same file:
 * `export const X_ERROR_TRANSLATIONS = { … } as const satisfies ErrorTranslations<typeof X_ERRORS>`.
 * A code without them does not compile (errors/error-translations.ts also demands every feature's).
 */
export type ErrorTranslations<T extends ErrorDefinitions> = { readonly [K in keyof T]: Translations };
