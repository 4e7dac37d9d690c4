import type { FieldError } from './api-error.dto.js';
import type { ErrorCode } from './error-codes.js';

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
