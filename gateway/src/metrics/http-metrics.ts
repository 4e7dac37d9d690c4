import type { FastifyInstance } from 'fastify';
import { boundedLabel, httpRequestDuration, routeLabel } from '@lieux/platform';

/** Methods a client may send are unbounded strings: any other one is counted as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts and times every answered request by method, route template (`/api/places/:id/vote`, never
 * the raw path; `unmatched` when no route took it) and status, in `lieux_http_request_duration_seconds`.
 */
export function installHttpMetrics(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: boundedLabel(request.method, METHODS), route: routeLabel(request.routeOptions.url), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
