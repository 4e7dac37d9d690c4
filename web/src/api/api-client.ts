import { ApiRequestError } from './api-request.error';
import { errorMessageFrom } from './error-message-from';

type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** GET a JSON resource with the session cookie; a non-OK answer (401 included) throws. */
export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  return readJson<T>(response);
}

/** A write with the session cookie; the body, when given, is sent as JSON. */
export async function sendJson<T>(method: WriteMethod, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson<T>(response);
}

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const { message, code } = errorMessageFrom(response.status, response.statusText, await response.text());
    throw new ApiRequestError(message, response.status, code);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
