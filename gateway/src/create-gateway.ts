import type { IncomingMessage } from 'node:http';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import type { NatsConnection } from '@nats-io/transport-node';
import { API, DOCUMENT_LIMITS, PHOTO_LIMITS } from '@lieux/contracts';
import { logRequest, NestPinoLogger, REQUEST_ID_HEADER } from '@lieux/platform';
import { NATS_CONNECTION, ServiceClient } from '@lieux/messaging';
import { CACHEABLE_ROUTES } from './cache/cacheable-routes.js';
import { PopularSearches } from './cache/popular-searches.js';
import { ResponseCache } from './cache/response-cache.js';
import { CACHE_STATUS_HEADER, installResponseCache, subscribeInvalidations } from './cache/response-cache.hooks.js';
import type { GatewayEnv } from './config/gateway.env.js';
import { mountOpenApi } from './docs/openapi.js';
import { toErrorAnswer } from './http/error-body.js';
import { errorLocaleOf, varyOnLanguage } from './http/error-language.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { installSecurity } from './http/security.js';
import { createValidationPipe } from './http/validation.pipe.js';
import { GatewayModule } from './gateway.module.js';
import { PublicVenuesOverNats } from './seo/public-venues.js';
import { registerSeoRoutes } from './seo/seo.routes.js';
import { VisitorCounter } from './venues/visitor-counter.js';
import { resolveWebDist, SpaIndex } from './web/spa-index.js';
import { RouteStyles } from './web/route-styles.js';
import { ServerPages } from './web/server-pages.js';
import { SSR_INVALIDATIONS } from './web/ssr-page-tags.js';
import { injectedApiFetch, loadServerBundle } from './web/ssr-renderer.js';
import { subscribeSessionAccessChanges } from './session/session-access.listener.js';
import { subscribeSessionSuspensions } from './session/session-suspension.listener.js';
import { SessionStore } from './session/session.store.js';
import { redactUrl } from './http/redact-url.js';
import { installBodyDepthLimit } from './http/body-depth.js';
import { installCachedBodyCompression, installCompression } from './http/compression.js';
import { answerClientError } from './http/client-errors.js';
import { installRequestTracing, openRequestSpan } from './http/request-tracing.js';
import { installHttpMetrics } from './metrics/http-metrics.js';

/** Builds the gateway app (not listening yet), so tests and main share one assembly. */
export async function createGateway(env: GatewayEnv, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // The request id is the trace id of the request's span (docs/tracing.md).
    genReqId: (request: IncomingMessage) => openRequestSpan(request),
    bodyLimit: env.BODY_LIMIT_BYTES,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    // Graceful shutdown (main.ts): a request that reaches a closing gateway on a kept-alive connection
    // is served, then its connection closed, rather than refused with 503; by then the load balancer
    // routes new requests elsewhere (readiness has failed for SHUTDOWN_DELAY_MS).
    return503OnClosing: false,
    // Only the proxies in front of us may set X-Forwarded-For, or per-IP limits could be dodged.
    trustProxy: env.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS : false,
    // Node's parser refuses some requests before any route (headers or URL too long, slow headers): same answer shape.
    clientErrorHandler: answerClientError,
    // The router refuses some URLs (malformed, over-long) before Nest sees them: same answer shape.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const answer = toErrorAnswer(error, String(request.id), errorLocaleOf(request));
      void varyOnLanguage(reply).status(answer.status).send(answer.body);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(GatewayModule.register(env, logger), adapter, {
    logger: new NestPinoLogger(logger),
    abortOnError: false,
    // Stripe signs the webhook's exact bytes (issue 10, POST /api/billing/stripe/webhook).
    rawBody: true,
  });
  await installSecurity(app, env);
  // Photo and document uploads (issue 11): one file part, cut at the largest limit; routes cut lower.
  await app.register(fastifyMultipart, { limits: { fileSize: Math.max(PHOTO_LIMITS.maxBytes, DOCUMENT_LIMITS.maxBytes), files: 1 } });
  const fastify = app.getHttpAdapter().getInstance();
  // Before any route is declared: the plugin hooks each route as it is added (docs/deployment.md, "Compression").
  await installCompression(fastify);
  // Node's own limit: the headers must have arrived by then (never above the whole request's).
  fastify.server.headersTimeout = Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS);
  installRequestTracing(fastify);
  installBodyDepthLimit(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Gateway lines name their request id themselves (no async context per HTTP request).
  fastify.addHook('onResponse', async (request, reply) => {
    const fields = { requestId: request.id, method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    logRequest(logger, env, fields, reply.statusCode >= 500, 'request completed');
  });
  installHttpMetrics(fastify);
  let pageCache: ResponseCache | undefined;
  if (env.GATEWAY_CACHE === 'on') {
    const cache = new ResponseCache({
      ttlMs: env.GATEWAY_CACHE_TTL_S * 1000,
      maxEntries: env.GATEWAY_CACHE_MAX_ENTRIES,
      listFreshMs: env.GATEWAY_CACHE_LIST_FRESH_S * 1000,
      listStaleMs: env.GATEWAY_CACHE_LIST_STALE_S * 1000,
    });
    const visitors = app.get(VisitorCounter);
    const popularSearches = new PopularSearches({ threshold: env.GATEWAY_CACHE_SEARCH_POPULAR_AFTER, windowMs: 60_000, maxTracked: 10_000 });
    // The venue page's visitors change without an event: counted again at each cached answer.
    installResponseCache(fastify, cache, CACHEABLE_ROUTES, { refreshers: { [API.places.show.path]: (body) => visitors.refreshPage(body) }, popularSearches });
    subscribeInvalidations(app.get<NatsConnection>(NATS_CONNECTION), env.NATS_SUBJECT_PREFIX, CACHEABLE_ROUTES, cache);
    // A cached answer is compressed once per body and encoding, not at every hit.
    const cachedEtagOf = (reply: FastifyReply): string | undefined => (reply.getHeader(CACHE_STATUS_HEADER) === undefined ? undefined : (reply.getHeader('etag') as string | undefined));
    installCachedBodyCompression(fastify, cachedEtagOf, env.GATEWAY_CACHE_MAX_ENTRIES);
    // Rendered pages are kept apart (they weigh more than JSON), dropped by the same events.
    pageCache = new ResponseCache({ ttlMs: env.GATEWAY_CACHE_TTL_S * 1000, maxEntries: env.WEB_SSR_CACHE_MAX_ENTRIES });
    subscribeInvalidations(app.get<NatsConnection>(NATS_CONNECTION), env.NATS_SUBJECT_PREFIX, SSR_INVALIDATIONS, pageCache);
  }

  // A role or plan changed (user.role-changed, user.plan-changed): the user's sessions follow at once.
  subscribeSessionAccessChanges(app.get<NatsConnection>(NATS_CONNECTION), env.NATS_SUBJECT_PREFIX, app.get(SessionStore), logger);
  // An account suspended (user.suspended, issue 14): its sessions end in every gateway.
  subscribeSessionSuspensions(app.get<NatsConnection>(NATS_CONNECTION), env.NATS_SUBJECT_PREFIX, app.get(SessionStore), logger);

  const spa = new SpaIndex(resolveWebDist(env.WEB_DIST), env.PUBLIC_URL);
  if (!spa.available) logger.warn({ webDist: spa.webDist }, 'web app not built: / answers a notice');
  // The public pages rendered here, with the web app's server bundle (docs/architecture.md, "Pages rendered on the server").
  const bundle = env.WEB_SSR === 'on' && spa.available ? await loadServerBundle(spa.webDist) : undefined;
  if (env.WEB_SSR === 'on' && spa.available && !bundle) logger.warn({ webDist: spa.webDist }, 'web server bundle not built: pages are rendered by the browser');
  bundle?.configureApi(injectedApiFetch(fastify));
  const pages = new ServerPages(spa, bundle, pageCache, logger, new RouteStyles(spa.webDist));
  registerSeoRoutes(fastify, { venues: new PublicVenuesOverNats(app.get(ServiceClient)), spa, pages, logger, publicUrl: env.PUBLIC_URL });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter(logger, spa));
  if (spa.available) {
    await app.register(fastifyStatic, {
      root: spa.webDist,
      prefix: '/',
      // No index file: `/` is a page like the others, written in the language its address names
      // (seo.routes.ts).
      index: false,
      // web/vite.config.ts writes a .br and a .gz beside each text asset: sent by Accept-Encoding, with
      // Vary: Accept-Encoding, never compressed again here.
      preCompressed: true,
      // Vite fingerprints everything under assets/: cache it for good; the rest may change.
      setHeaders: (reply: FastifyReply, filePath: string) => {
        void reply.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  mountOpenApi(app);
  return app;
}
