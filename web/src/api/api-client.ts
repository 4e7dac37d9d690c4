import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER, TOTAL_COUNT_MORE_HEADER, type AnyApiRoute, type SearchTotal, type RouteInput, type RouteResponse } from '@lieux/contracts';
import { ApiRequestError } from './api-request.error';
import { fetchApi } from './api-transport';
import { errorMessageFrom } from './error-message-from';
import { interfaceLocale } from './request-language';

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
 * Calls a route of the REST contract with the session cookie and the interface's locale as
 * `Accept-Language`: `apiClient.call(API.categories.list, { signal })` is a `Promise<CategoryDto[]>`.
 * A non-OK answer (401 included) throws an `ApiRequestError` whose message is the API's, in that locale.
 */
async function call<R extends AnyApiRoute>(route: R, ...[input]: CallArguments<R>): Promise<RouteResponse<R>> {
  return readJson<RouteResponse<R>>(await send(route, input));
}

/** One page of a paged list: its items, the cursor of the next page (null on the last one), and on a search's first page the total. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: SearchTotal | null;
}

/** `x-total-count` (and `x-total-count-more`) of a search's first page; null where the answer has none. */
function totalOf(headers: Headers): SearchTotal | null {
  const count = headers.get(TOTAL_COUNT_HEADER);
  if (count === null || !/^\d+$/.test(count)) return null;
  return { count: Number(count), more: headers.get(TOTAL_COUNT_MORE_HEADER) === 'true' };
}

/** A route that answers a list (`response: ['VenueDto']`). */
type ListRoute = AnyApiRoute & { readonly response: readonly [string] };
type ItemOf<R extends AnyApiRoute> = RouteResponse<R> extends Array<infer T> ? T : never;

/**
 * Calls a paged list route (`API.feed.home`, `API.venues.search`): the body stays the array the
 * spec's calls expect, the next page's cursor comes in the `x-next-cursor` response header.
 */
async function callPage<R extends ListRoute>(route: R, ...[input]: CallArguments<R>): Promise<Page<ItemOf<R>>> {
  const response = await send(route, input);
  const items = await readJson<Array<ItemOf<R>>>(response);
  return { items, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null, total: totalOf(response.headers) };
}

export const apiClient = { call, callPage };

function send(route: AnyApiRoute, input: unknown): Promise<Response> {
  const { params, query, body, signal } = (input ?? {}) as AnyInput;
  const accept = { Accept: 'application/json', 'Accept-Language': interfaceLocale() };
  return fetchApi(routeUrl(route.path, params, query), {
    method: route.method,
    credentials: 'include',
    headers: body === undefined ? accept : { ...accept, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

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
    const { message, code, errors } = errorMessageFrom(response.status, response.statusText, await response.text());
    throw new ApiRequestError(message, response.status, code, errors);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
