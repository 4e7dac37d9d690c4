import { applyDecorators, HttpCode, RequestMapping, RequestMethod } from '@nestjs/common';
import { ApiBody, ApiDefaultResponse, ApiExtension, ApiOperation, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { accessRule, routeStatus, type AnyApiRoute, type DtoName, type RouteResponse } from '@lieux/contracts';
import { RouteGate } from '../actor/route-gate.decorator.js';
import { dtoRefSchema, dtoSchema } from '../docs/dto-schemas.js';

export interface RouteDocs {
  /** One line, in French, for /api/docs. */
  summary: string;
  description?: string;
  /** Response headers of a success, for OpenAPI (the next page's cursor of a list). */
  responseHeaders?: Record<string, { description: string; schema: { type: 'string' } }>;
}

/** The global prefix the gateway serves the API under (`app.setGlobalPrefix('api')`). */
const API_PREFIX = '/api/';

/**
 * Implements a route of the contract (`@ApiRoute(API.categories.list, { summary })`): Nest's route
 * decorator for its method and path, its success status, who may call it (the route's `access`,
 * applied by the ActorGuard and published as the operation's `x-access`), and its OpenAPI operation
 * with the parameters, body and response schemas of its DTOs. A handler whose return type is not the route's
 * response does not compile. The controller has no path of its own: `@Controller()`.
 */
export function ApiRoute<R extends AnyApiRoute>(route: R, docs: RouteDocs) {
  if (!route.path.startsWith(API_PREFIX)) throw new Error(`${route.path} is not under ${API_PREFIX}`);
  const status = routeStatus(route);
  // The response headers go to the response; the rest is the operation's summary and description.
  const { responseHeaders, ...operation } = docs ?? ({} as RouteDocs);
  const apply = applyDecorators(
    RequestMapping({ path: route.path.slice(API_PREFIX.length), method: RequestMethod[route.method] }),
    HttpCode(status),
    RouteGate(route.access),
    ApiExtension('x-access', accessRule(route.access)),
    ApiOperation(operation),
    ...pathParameterNames(route.path).map((name) => ApiParam({ name, required: true, schema: { type: 'string' } })),
    ...(route.query ? queryParameters(route.query) : []),
    ...(route.body ? [ApiBody({ required: true, schema: dtoRefSchema(route.body) })] : []),
    ApiResponse({
      status,
      description: 'Succès',
      ...(route.response ? { schema: dtoRefSchema(route.response) } : {}),
      ...(responseHeaders ? { headers: responseHeaders } : {}),
    }),
    ApiDefaultResponse({ description: 'Toute autre réponse : `{ message, code }`, `message` en français', schema: dtoRefSchema('ApiErrorBody') }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parameters are the handler's own (@Body(), @CallContext()…)
  return <M extends (...args: any[]) => RouteResponse<R> | Promise<RouteResponse<R>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    apply(target, key, descriptor);
  };
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
}

/** One documented query parameter per property of the query DTO. */
function queryParameters(name: DtoName): MethodDecorator[] {
  const schema = dtoSchema(name);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([property, propertySchema]) =>
    ApiQuery({ name: property, required: required.has(property), schema: propertySchema }),
  );
}
