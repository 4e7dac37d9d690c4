import { jest } from '@jest/globals';
import { Controller, Get, Module } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { SESSION_COOKIE, type Actor } from '@lieux/contracts';
import type { RpcCallContext } from '@lieux/messaging';
import { createLogger } from '@lieux/platform';
import { closedPort, createRedisPrefix, type RedisPrefix } from '@lieux/testing';
import { ActorGuard } from '../actor/actor.guard.js';
import { ActorResolver } from '../actor/actor.resolver.js';
import { Allow } from '../actor/allow.decorator.js';
import { CallContext } from '../actor/call-context.decorator.js';
import { GatewayEnv } from '../config/gateway.env.js';
import { toErrorAnswer } from '../http/error-body.js';
import { HttpExceptionFilter } from '../http/http-exception.filter.js';
import { installSecurity } from '../http/security.js';
import { SpaIndex } from '../web/spa-index.js';
import { SessionActorResolver } from './session-actor.resolver.js';
import { SessionStore } from './session.store.js';
import { sessionUser } from './test/session-user.js';

jest.setTimeout(30_000);

/** Routes that declare who may call them, as every later route will. */
@Controller()
class RolesTestController {
  @Get('public')
  open(@CallContext() context: RpcCallContext): { actor: Actor | null } {
    return { actor: context.actor ?? null };
  }

  @Get('signed-in')
  @Allow()
  signedIn(@CallContext() context: RpcCallContext): { actor: Actor | null } {
    return { actor: context.actor ?? null };
  }

  @Get('admin-only')
  @Allow('admin')
  adminOnly(): { ok: true } {
    return { ok: true };
  }

  @Get('merchants')
  @Allow('merchant', 'admin')
  merchants(): { ok: true } {
    return { ok: true };
  }
}

const user = sessionUser;

/** The gateway's session resolution and `@Allow` on real Redis, behind a test controller. */
describe('sessions in Redis and the roles a route allows', () => {
  let redisPrefix: RedisPrefix;
  let redis: Redis;
  let store: SessionStore;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    redisPrefix = await createRedisPrefix();
    redis = new Redis(redisPrefix.url, { keyPrefix: redisPrefix.prefix });
    store = new SessionStore(redis, 30 * 86_400);

    @Module({
      controllers: [RolesTestController],
      providers: [
        { provide: SessionStore, useValue: store },
        { provide: ActorResolver, useClass: SessionActorResolver },
        { provide: APP_GUARD, useClass: ActorGuard },
      ],
    })
    class TestModule {}

    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter(), { logger: false, abortOnError: false });
    await installSecurity(app, new GatewayEnv());
    app.useGlobalFilters(new HttpExceptionFilter(createLogger('test', 'silent'), new SpaIndex('/nonexistent-web-dist')));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await redisPrefix?.cleanup();
  });

  const get = (url: string, sessionId?: string) =>
    app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers: sessionId ? { cookie: `${SESSION_COOKIE}=${sessionId}` } : {} });

  it('names the actor from the session cookie, and nobody without one or with an unknown id', async () => {
    const id = await store.create(user('merchant', '11111111-1111-4111-8111-111111111111'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get('/public', id)).json()).toEqual({ actor: { userId: '11111111-1111-4111-8111-111111111111', role: 'merchant', plan: 'free' } });
    expect((await get('/public')).json()).toEqual({ actor: null });
    expect((await get('/public', 'x'.repeat(43))).json()).toEqual({ actor: null });
  });

  it('answers 401 in French on a route for signed-in users when nobody is', async () => {
    const response = await get('/signed-in');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Connectez-vous pour continuer.', code: 'unauthenticated' });
    expect((await get('/admin-only')).statusCode).toBe(401);
  });

  it('answers 403 in French for the wrong role, and lets the right roles in', async () => {
    const consumer = await store.create(user('consumer', '22222222-2222-4222-8222-222222222222'));
    const merchant = await store.create(user('merchant', '33333333-3333-4333-8333-333333333333'));
    const admin = await store.create(user('admin', '44444444-4444-4444-8444-444444444444'));
    const refused = await get('/admin-only', consumer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: "Vous n'avez pas accès à cette ressource.", code: 'forbidden' });
    expect((await get('/admin-only', merchant)).statusCode).toBe(403);
    expect((await get('/admin-only', admin)).statusCode).toBe(200);
    expect((await get('/merchants', consumer)).statusCode).toBe(403);
    expect((await get('/merchants', merchant)).statusCode).toBe(200);
    expect((await get('/merchants', admin)).statusCode).toBe(200);
    expect((await get('/signed-in', consumer)).statusCode).toBe(200);
  });

  it('keeps a session 30 days in Redis, under the hash of its id, never the id itself', async () => {
    const id = await store.create(user('consumer', '55555555-5555-4555-8555-555555555555'));
    const keys = await redis.keys(`${redisPrefix.prefix}session:*`);
    expect(keys.some((key) => key.includes(id))).toBe(false);
    const own = keys.map((key) => key.slice(redisPrefix.prefix.length));
    const ttls = await Promise.all(own.map((key) => redis.ttl(key)));
    for (const ttl of ttls) expect(ttl).toBeGreaterThan(30 * 86_400 - 60);
  });

  it('ends one session, or every session of a user at once', async () => {
    const userId = '66666666-6666-4666-8666-666666666666';
    const [phone, laptop, tablet] = await Promise.all([1, 2, 3].map(() => store.create(user('consumer', userId))));
    await store.destroy(phone);
    expect((await get('/signed-in', phone)).statusCode).toBe(401);
    expect((await get('/signed-in', laptop)).statusCode).toBe(200);
    await store.destroyAllOf(userId);
    expect((await get('/signed-in', laptop)).statusCode).toBe(401);
    expect((await get('/signed-in', tablet)).statusCode).toBe(401);
    expect(await redis.exists(`user-sessions:${userId}`)).toBe(0);
  });
});

describe('sessions when Redis does not answer', () => {
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(`redis://127.0.0.1:${await closedPort()}`, { maxRetriesPerRequest: 1, retryStrategy: () => null, lazyConnect: true });
  });

  afterAll(() => redis?.disconnect());

  it('answers 503 in French, never 500 nor a silent sign-out', async () => {
    const store = new SessionStore(redis, 60);
    const failure = await store.read('A'.repeat(43)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeDefined();
    expect(toErrorAnswer(failure, 'e1')).toMatchObject({
      status: 503,
      body: { message: 'Service temporairement indisponible, réessayez dans un instant.', code: 'service_unavailable' },
      unexpected: false,
    });
  });
});
