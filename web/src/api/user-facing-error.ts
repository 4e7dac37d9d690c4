import { ApiRequestError } from './api-request.error';

/**
 * What to show for a failed call: the API's message (French, from the server), or the generic
 * message when the request never got an answer (offline, DNS, aborted).
 */
export function userFacingError(error: unknown, generic: string): string {
  return error instanceof ApiRequestError ? error.message : generic;
}
