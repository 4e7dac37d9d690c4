import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  acceptRequestId,
  contextWithSpan,
  extractTraceContext,
  linkTo,
  markFailed,
  REQUEST_ID_HEADER,
  ROOT_CONTEXT,
  SpanKind,
  startSpan,
  traceIdOf,
  type Span,
  type TraceContext,
} from '@lieux/platform';

/** Each HTTP request's server span, from the request's creation (its id) to its response. */
const spans = new WeakMap<IncomingMessage, Span>();

/**
 * The gateway's `genReqId`: opens the request's server span and answers its trace id, so the logs'
 * request id IS the trace id. The gateway is the public edge: a client's `traceparent` does not
 * become the parent (anyone could join or flood someone else's trace), it is kept as a link; nor
 * does its `x-request-id` replace the trace id. With tracing off the span is a no-op and the request
 * id is today's: the client's `x-request-id` when it looks like one, else a new W3C-shaped trace id.
 */
export function openRequestSpan(request: IncomingMessage): string {
  const clientTrace = extractTraceContext(headerReader(request.headers));
  const method = request.method ?? 'HTTP';
  const span = startSpan(method, { kind: SpanKind.SERVER, parent: ROOT_CONTEXT, links: linkTo(clientTrace), attributes: { 'http.request.method': method } });
  spans.set(request, span);
  return traceIdOf(span) ?? acceptRequestId(request.headers[REQUEST_ID_HEADER]);
}

/** The trace the request's RPCs continue (RpcCallContext.trace). */
export function requestTrace(request: FastifyRequest): TraceContext | undefined {
  const span = spans.get(request.raw);
  return span && contextWithSpan(span, ROOT_CONTEXT);
}

/** Names each span by its route template (bounded: `GET /api/places/:id`, never the raw path) and ends it with the response. */
export function installRequestTracing(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined) return;
    const span = spans.get(request.raw);
    span?.updateName(`${request.method} ${route}`);
    span?.setAttribute('http.route', route);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request.raw);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) markFailed(span, String(reply.statusCode));
    span.end();
  });
  fastify.addHook('onRequestAbort', async (request) => {
    const span = spans.get(request.raw);
    span?.setAttribute('lieux.aborted', true);
    span?.end();
  });
}

function headerReader(headers: IncomingHttpHeaders): { get(name: string): string | undefined } {
  return {
    get: (name) => {
      const value = headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
  };
}
