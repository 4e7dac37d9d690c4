import type { ErrorCode, FieldError } from '@lieux/contracts';

/** A failure the gateway itself detects (bad input, unknown path…), answered with its code. */
export class ApiException extends Error {
  override readonly name = 'ApiException';

  constructor(
    readonly code: ErrorCode,
    readonly errors?: FieldError[],
  ) {
    super(code);
  }
}
