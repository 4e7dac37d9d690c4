import type { DTO_CLASSES } from '../dto/index.js';

/**
 * The REST contract as data: each route's method, path, query, body and response, by DTO name.
 * The gateway implements a route with `@ApiRoute(route)`, which also documents it in OpenAPI; the
 * web app calls it with `apiClient.call(route, input)`. Only types come from the DTO classes here
 * (`import type`), so the web app gets the route map without class-validator.
 */

/** A DTO class of `@lieux/contracts/dto`, by name (also its OpenAPI schema name). */
export type DtoName = keyof typeof DTO_CLASSES;
export type Dto<N extends DtoName> = InstanceType<(typeof DTO_CLASSES)[N]>;

/** One DTO, or `[name]` for a list of them (as `@ApiOkResponse({ type: [Dto] })` reads). */
export type DtoRef = DtoName | readonly [DtoName];
export type DtoOf<R extends DtoRef> = R extends readonly [infer N extends DtoName] ? Array<Dto<N>> : R extends DtoName ? Dto<R> : never;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Full paths, as clients see them; `:name` is a path parameter. */
export type ApiPath = `/api/${string}`;
export type SuccessStatus = 200 | 201 | 202 | 204;

export interface RouteShape {
  readonly query?: DtoName;
  readonly body?: DtoRef;
  /** None: the route answers 204 without a body. */
  readonly response?: DtoRef;
  /** Default: 204 without a response, 201 for POST, 200 otherwise. */
  readonly status?: SuccessStatus;
}

export type ApiRoute<M extends HttpMethod = HttpMethod, P extends ApiPath = ApiPath, S extends RouteShape = RouteShape> = {
  readonly method: M;
  readonly path: P;
} & S;

export type AnyApiRoute = ApiRoute<HttpMethod, ApiPath, RouteShape>;

/** Declares a route: `route('GET', '/api/venues/:slug', { response: 'VenueDto' })`. */
export function route<const M extends HttpMethod, const P extends ApiPath, const S extends RouteShape = Record<never, never>>(
  method: M,
  path: P,
  shape?: S,
): ApiRoute<M, P, S> {
  return { method, path, ...shape } as ApiRoute<M, P, S>;
}

/** The status a route answers when it succeeds. */
export function routeStatus(route: AnyApiRoute): SuccessStatus {
  return route.status ?? (route.response === undefined ? 204 : route.method === 'POST' ? 201 : 200);
}

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ slug: string }` for `/api/venues/:slug`. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

export type RouteResponse<R extends AnyApiRoute> = R extends { readonly response: infer D extends DtoRef } ? DtoOf<D> : void;
export type RouteBody<R extends AnyApiRoute> = R extends { readonly body: infer D extends DtoRef } ? DtoOf<D> : never;
export type RouteQuery<R extends AnyApiRoute> = R extends { readonly query: infer N extends DtoName } ? Dto<N> : never;

/** What a caller gives: the path parameters, the query and the body, each only when the route has one. */
export type RouteInput<R extends AnyApiRoute> = ([ParamNames<R['path']>] extends [never] ? unknown : { params: PathParams<R['path']> }) &
  ([RouteQuery<R>] extends [never] ? unknown : Partial<RouteQuery<R>> extends RouteQuery<R> ? { query?: RouteQuery<R> } : { query: RouteQuery<R> }) &
  ([RouteBody<R>] extends [never] ? unknown : { body: RouteBody<R> });
