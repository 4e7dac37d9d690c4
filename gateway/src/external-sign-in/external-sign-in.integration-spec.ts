import { jest } from '@jest/globals';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { NatsConnectionModule } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { closedPort, createNatsNamespace, createRedisPrefix, type NatsNamespace, type RedisPrefix } from '@lieux/testing';
import { GatewayEnv } from '../config/gateway.env.js';
import { installSecurity } from '../http/security.js';
import { ServicesModule } from '../services/services.module.js';
import { SessionModule } from '../session/session.module.js';
import { ExternalSignInModule } from './external-sign-in.module.js';

jest.setTimeout(30_000);

/**
 * `/api/login` where no provider is set up, or where the one set up does not answer, on real Redis and
 * NATS. (The sign-in through a real provider is gateway/e2e/external-sign-in.e2e-spec.ts.)
 */
describe('external sign-in without a working provider', () => {
  let namespace: NatsNamespace;
  let redisPrefix: RedisPrefix;
  const apps: NestFastifyApplication[] = [];

  beforeAll(async () => {
    namespace = await createNatsNamespace();
    redisPrefix = await createRedisPrefix();
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redisPrefix?.cleanup();
    await namespace?.cleanup();
  });

  async function gateway(settings: Partial<GatewayEnv>) {
    const env = Object.assign(new GatewayEnv(), { NATS_URL: namespace.url, REDIS_URL: redisPrefix.url, REDIS_PREFIX: redisPrefix.prefix.slice(0, -1), ...settings });
    @Module({
      imports: [NatsConnectionModule.forRoot(env.NATS_URL, 'test'), ServicesModule.register(env), SessionModule.register(env), ExternalSignInModule.register(env, createLogger('test', 'silent'))],
    })
    class TestModule {}
    const app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), { logger: false, abortOnError: false });
    apps.push(app);
    await installSecurity(app, env);
    app.setGlobalPrefix('api');
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return (url: string, headers: Record<string, string> = {}) => app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
  }

  it('not configured: the login screen says external sign-in is not available, and the screens hide the button', async () => {
    const get = await gateway({});
    for (const url of ['/api/login', '/api/login?returnTo=/compte', '/api/login/callback?code=x&state=y']) {
      const answer = await get(url);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/login?erreur=connexion-externe');
    }
    expect((await get('/api/auth/providers')).json()).toEqual({ externalSignIn: false });
  });

  it('configured but the provider does not answer: back to the login screen with the failure, never a 5xx', async () => {
    const get = await gateway({ OIDC_ISSUER: `http://127.0.0.1:${await closedPort()}`, OIDC_CLIENT_ID: 'lieux', OIDC_CLIENT_SECRET: 'secret' });
    expect((await get('/api/auth/providers')).json()).toEqual({ externalSignIn: true });
    const start = await get('/api/login');
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('/login?erreur=connexion-externe-echouee');
    // A callback with no attempt of this browser behind it (forged, or the cookie gone).
    const callback = await get('/api/login/callback?code=abc&state=def', { cookie: `lieux_oidc=${'a'.repeat(43)}` });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?erreur=connexion-externe-echouee');
  });
});
