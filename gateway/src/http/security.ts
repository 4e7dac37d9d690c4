import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { GatewayEnv } from '../config/gateway.env.js';
import { ApiException } from './api-exception.js';
import { toErrorAnswer } from './error-body.js';
import { errorLocaleOf, varyOnLanguage } from './error-language.js';
import { isForeignOrigin, parseAllowedOrigins } from './origin-check.js';
import { tileOrigin } from '../map/tile-url.js';

/**
 * What the web app may load, and nothing else: its own scripts (no inline script), its own styles
 * plus inline ones (Mantine writes its CSS variables in a <style> element and style attributes),
 * images from anywhere over HTTPS (profile photos), no framing by other sites. The map's tile
 * server is added by `contentSecurityPolicy`.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // Not upgrade-insecure-requests: the product is also served over plain http on a developer machine.
  upgradeInsecureRequests: null,
};

/**
 * The policy with the map's tile server (docs/map.md): exactly its origin in img-src (an http
 * server of a developer machine or a test; https ones are images from anywhere already) and in
 * connect-src (vector tiles are fetched), nothing wider.
 */
export function contentSecurityPolicy(tileOrigin: string | null): typeof CONTENT_SECURITY_POLICY {
  if (tileOrigin === null) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, tileOrigin],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, tileOrigin],
  };
}

/**
 * helmet's security headers for this policy, worked out once at start-up: none depends on the
 * request, and running helmet's chain of middlewares per request doubled the gateway's CPU per
 * answer (docs/performance.md).
 */
export function securityHeaders(tileOrigin: string | null = null): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  // DENY, as frame-ancestors 'none' says to the browsers that read CSP: the product is never framed.
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(tileOrigin) }, frameguard: { action: 'deny' } })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Cookies (the session's), security headers on every response, and the refusal of state-changing
 * requests from other sites (403 `forbidden_origin`) before any route runs.
 */
export async function installSecurity(app: NestFastifyApplication, env: GatewayEnv): Promise<void> {
  await app.register(fastifyCookie);
  const headers = securityHeaders(env.MAP_TILE_URL === '' ? null : tileOrigin(env.MAP_TILE_URL));
  const allowedOrigins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      void reply.headers(headers);
      const foreign = isForeignOrigin(
        { method: request.method, host: request.host, origin: request.headers.origin, referer: request.headers.referer },
        allowedOrigins,
      );
      if (!foreign) return;
      const answer = toErrorAnswer(new ApiException('forbidden_origin'), String(request.id), errorLocaleOf(request));
      return varyOnLanguage(reply).status(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
}
