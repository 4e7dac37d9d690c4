import type { ErrorCode, FieldError } from '@lieux/contracts';

/**
 * A known failure of a use case (not found, forbidden, conflict…). It crosses NATS as its code; the
 * gateway answers the status and French message the contracts give that code.
 */
export class DomainException extends Error {
  override readonly name = 'DomainException';

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: FieldError[],
  ) {
    super(message ?? code);
  }
}
