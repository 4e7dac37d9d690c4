import { ApiRequestError } from './api-request.error';

/**
 * What to show for a failed call: the API's message (in the interface's locale, which every call
 * sends as `Accept-Language`), or the generic
 * message when the request never got an answer (offline, DNS, aborted).
 */
export function userFacingError(error: unknown, generic: string): string {
  return error instanceof ApiRequestError ? error.message : generic;
}
