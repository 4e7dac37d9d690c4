import type { ErrorCode } from './error-codes.js';

/** One invalid field of a request body or query, with the French message to show beside it. */
export interface FieldError {
  field: string;
  messages: string[];
}

/** The body of every non-2xx answer of the REST API. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  /** Present on `validation_failed`: which fields are wrong and why. */
  errors?: FieldError[];
  /** Present on `internal_error`: quote it to support, it finds the log line. */
  errorId?: string;
}

/**
 * What a service replies over NATS when a request fails for a known reason. The gateway turns it
 * into the HTTP status of the code and the French message.
 */
export interface RpcErrorPayload {
  code: ErrorCode;
  message?: string;
  errors?: FieldError[];
}

export function isRpcErrorPayload(value: unknown): value is RpcErrorPayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string'
  );
}
