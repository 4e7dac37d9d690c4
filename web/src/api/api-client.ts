import type { AnyApiRoute, RouteInput, RouteResponse } from '@lieux/contracts';
import { ApiRequestError } from './api-request.error';
import { errorMessageFrom } from './error-message-from';

export interface CallOptions {
  signal?: AbortSignal;
}

/** The input a route needs; optional when it needs none. */
type CallArguments<R extends AnyApiRoute> = object extends RouteInput<R>
  ? [input?: RouteInput<R> & CallOptions]
  : [input: RouteInput<R> & CallOptions];

interface AnyInput extends CallOptions {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
}

/**
 * Calls a route of the REST contract with the session cookie:
 * `apiClient.call(API.categories.list, { signal })` is a `Promise<CategoryDto[]>`. A non-OK answer
 * (401 included) throws an `ApiRequestError` whose message is the API's French one.
 */
async function call<R extends AnyApiRoute>(route: R, ...[input]: CallArguments<R>): Promise<RouteResponse<R>> {
  const { params, query, body, signal } = (input ?? {}) as AnyInput;
  const response = await fetch(routeUrl(route.path, params, query), {
    method: route.method,
    credentials: 'include',
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  return readJson<RouteResponse<R>>(response);
}

export const apiClient = { call };

/** `/api/venues/:slug` with `{ slug: 'dar yacout' }` → `/api/venues/dar%20yacout`, plus the query. */
export function routeUrl(path: string, params: Record<string, string> = {}, query: object = {}): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(name, String(item));
    }
  }
  const queryString = search.toString();
  return queryString === '' ? filled : `${filled}?${queryString}`;
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
