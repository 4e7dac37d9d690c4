import { createServer, type Server } from 'node:http';
import { ConfigurationError } from '../config/load-env.js';
import { metricsRegistry } from './metrics.registry.js';

export const METRICS_PATH = '/metrics';

/** The registry in Prometheus's text format, with its content type. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/** The part of a Fastify instance a route needs (the services' health server is Nest on Fastify). */
interface RouteHost {
  get(path: string, handler: (request: unknown, reply: MetricsReply) => Promise<unknown>): unknown;
}
interface MetricsReply {
  header(name: string, value: string): unknown;
  send(body: string): unknown;
}

/** `GET /metrics` on a Fastify instance: the services add it to their health port. */
export function metricsRoute(fastify: RouteHost): void {
  fastify.get(METRICS_PATH, async (_request, reply) => {
    const { contentType, body } = await renderMetrics();
    reply.header('content-type', contentType);
    return reply.send(body);
  });
}

/**
 * A listener of its own that answers `GET /metrics` and nothing else: the gateway's, kept off its
 * public port. Resolves once listening; `close()` it at shutdown.
 */
export async function startMetricsListener(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    renderMetrics().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    const refuse = (error: NodeJS.ErrnoException) =>
      // A taken port is the operator's to fix: one line (runMain), not a stack.
      reject(error.code === 'EADDRINUSE' ? new ConfigurationError(`METRICS_PORT ${port} on ${host} is already taken (another gateway?) — set METRICS_PORT to a free port`) : error);
    server.once('error', refuse);
    server.listen(port, host, () => {
      server.off('error', refuse);
      resolve();
    });
  });
  return server;
}
