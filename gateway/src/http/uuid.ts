import type { ErrorCode } from '@lieux/contracts';
import { ApiException } from './api-exception.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An id of a path (`/api/venues/{id}`) as the services write them (lower-case uuid): anything else is answered 404 before a request leaves. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The uuid of a path, or the 404 `code` (`venue_not_found`, `user_not_found`…) before a request leaves. */
export function uuidOr404(value: string, code: ErrorCode): string {
  if (!isUuid(value)) throw new ApiException(code);
  return value;
}
