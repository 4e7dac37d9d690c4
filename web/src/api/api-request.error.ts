import type { ParsedFieldError } from './error-message-from';

/** A non-OK answer of the REST API; `message` is what the user reads (see `errorMessageFrom`). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** With `validation_failed`: the fields the server refused, and why (in the interface's locale). */
    readonly fieldErrors: readonly ParsedFieldError[] = [],
  ) {
    super(message);
  }
}
