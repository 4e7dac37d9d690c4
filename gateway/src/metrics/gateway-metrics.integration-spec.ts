import { jest } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { errorStatus } from '@lieux/contracts';
import { createLogger } from '@lieux/platform';
import { createNatsNamespace, createRedisPrefix, scrapeMetrics, type NatsNamespace, type RedisPrefix } from '@lieux/testing';
import { GatewayEnv } from '../config/gateway.env.js';
import { createGateway } from '../create-gateway.js';
import { startGatewayMetrics } from './gateway-metrics.js';

jest.setTimeout(30_000);

/** The real gateway on real NATS and Redis, no service answering: what its metrics port says. */
describe('the gateway’s /metrics on its own port', () => {
  let namespace: NatsNamespace;
  let redisPrefix: RedisPrefix;
  let app: NestFastifyApplication;
  let metrics: Server;
  let metricsUrl: string;

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    redisPrefix = await createRedisPrefix();
    const env = Object.assign(new GatewayEnv(), {
      NATS_URL: namespace.url,
      NATS_SUBJECT_PREFIX: namespace.subjectPrefix,
      REDIS_URL: redisPrefix.url,
      REDIS_PREFIX: redisPrefix.prefix.replace(/:$/, ''),
      METRICS_PORT: 0,
      METRICS_HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent-web-dist',
    });
    const logger = createLogger('gateway', 'silent');
    app = await createGateway(env, logger);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    metrics = await startGatewayMetrics({ ...env, METRICS_PORT: 0 }, logger);
    metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => metrics?.close(() => resolve()));
    await app?.close();
    await namespace?.cleanup();
    await redisPrefix?.cleanup();
  });

  it('counts requests by route template and status, with unknown paths under one `unmatched` label', async () => {
    const http = app.getHttpAdapter().getInstance();
    const venueId = '3f0b5a52-8d0e-4c39-9a57-0f1f2a3b4c5d';
    const signInRequired = errorStatus('vote_sign_in_required');
    for (let call = 0; call < 2; call += 1) {
      expect((await http.inject({ method: 'GET', url: `/api/places/${venueId}/vote` })).statusCode).toBe(signInRequired);
    }
    expect((await http.inject({ method: 'GET', url: `/api/no-such-thing/${venueId}` })).statusCode).toBe(404);
    // No venues service answers in this namespace: 503 at once (NATS has no responder).
    expect((await http.inject({ method: 'GET', url: '/api/places/riad-des-metriques' })).statusCode).toBe(503);

    const scrape = await scrapeMetrics(metricsUrl);
    const route = '/api/places/:id/vote';
    expect(scrape.value('lieux_http_request_duration_seconds_count', { method: 'GET', route, status: String(signInRequired) })).toBe(2);
    expect(scrape.value('lieux_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(1);
    expect(scrape.value('lieux_http_request_duration_seconds_count', { route: '/api/places/:slug', status: '503' })).toBe(1);
    // Raw paths never become labels.
    expect(scrape.text).not.toContain(venueId);
    expect(scrape.text).not.toContain('riad-des-metriques');
    // The NATS request behind the 503, by catalogue subject (the test prefix stripped) and outcome.
    expect(scrape.value('lieux_rpc_client_duration_seconds_count', { subject: 'venues.places.show', outcome: 'service_unavailable' })).toBe(1);
    expect(scrape.value('lieux_build_info', { service: 'gateway' })).toBe(1);
    expect(scrape.value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('does not serve /metrics on the public port', async () => {
    const answer = await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/metrics' });
    expect(answer.body).not.toContain('lieux_http_request_duration_seconds');
  });
});
