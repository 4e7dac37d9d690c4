import type { DTO_CLASSES } from '../dto/index.js';
import type { UserRole } from '../actor/actor.js';
import type { ErrorCode } from '../errors/error-codes.js';

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

/**
 * Who may call a route, declared next to it (the authorization matrix, docs/architecture.md "Who may
 * call what"): `anyone` (visitors included), `signed-in` (any role), one role, `merchant-or-admin`, or
 * `owner-or-admin` — a merchant on a resource of their own venue, or an admin; the owning service
 * refuses another merchant. The gateway applies it before the handler runs (401 signed out, 403
 * another role) and publishes it in OpenAPI as `x-access`.
 */
export type RouteAccessWho = 'anyone' | 'signed-in' | 'consumer' | 'merchant' | 'merchant-or-admin' | 'owner-or-admin' | 'admin';

export interface RouteAccessRule {
  readonly who: RouteAccessWho;
  /** The route's own 401 code for somebody signed out (its French message says what to sign in for). */
  readonly signInCode?: ErrorCode;
  /** What another merchant gets on an `owner-or-admin` route: 403 (default, `…_not_owned`) or 404 (the resource is not theirs to know of). */
  readonly otherMerchant?: 403 | 404;
}

export type RouteAccess = RouteAccessWho | RouteAccessRule;

export interface RouteShape {
  /** Required: a route without it does not compile. */
  readonly access: RouteAccess;
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

/** Declares a route: `route('GET', '/api/venues/:slug', { access: 'anyone', response: 'VenueDto' })`. */
export function route<const M extends HttpMethod, const P extends ApiPath, const S extends RouteShape>(method: M, path: P, shape: S): ApiRoute<M, P, S> {
  return { method, path, ...shape } as ApiRoute<M, P, S>;
}

/** A route's access as a rule, its shorthand expanded. */
export function accessRule(access: RouteAccess): RouteAccessRule {
  return typeof access === 'string' ? { who: access } : access;
}

/** The roles the gateway admits (`[]`: anyone signed in), or undefined for a public route. */
export function admittedRoles(access: RouteAccess): readonly UserRole[] | undefined {
  switch (accessRule(access).who) {
    case 'anyone':
      return undefined;
    case 'signed-in':
      return [];
    case 'consumer':
      return ['consumer'];
    case 'merchant':
      return ['merchant'];
    case 'merchant-or-admin':
    case 'owner-or-admin':
      return ['merchant', 'admin'];
    case 'admin':
      return ['admin'];
  }
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
