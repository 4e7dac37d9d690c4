/** The HTTP statuses an error code may map to. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 431 | 500 | 502 | 503 | 504;

/**
 * What a stable error code means at the edge: its HTTP status and the message the user reads, in
 * French (`message`, the product's language and the answer when the request asks for no other) and
 * in English and Arabic beside it. A code without `en` or `ar` does not compile. Only the gateway
 * turns a code into a response, in the language the request asks for (gateway/src/http/error-body.ts).
 */
export interface ErrorDefinition {
  status: ErrorStatus;
  message: string;
  en: string;
  ar: string;
}

/** One feature's error codes: `export const X_ERRORS = { … } as const satisfies ErrorDefinitions`. */
export type ErrorDefinitions = Record<string, ErrorDefinition>;
