/** The HTTP statuses an error code may map to. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 415 | 422 | 429 | 431 | 500 | 502 | 503 | 504;

/**
 * What a stable error code means at the edge: its HTTP status and the French message the user
 * reads. Only the gateway turns a code into a response (gateway/src/http/error-body.ts).
 */
export interface ErrorDefinition {
  status: ErrorStatus;
  message: string;
}

/** One feature's error codes: `export const X_ERRORS = { … } as const satisfies ErrorDefinitions`. */
export type ErrorDefinitions = Record<string, ErrorDefinition>;
