/** A non-OK answer of the REST API; `message` is what the user reads (see `errorMessageFrom`). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
  }
}
