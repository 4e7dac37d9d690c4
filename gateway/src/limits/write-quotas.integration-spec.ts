import { jest } from '@jest/globals';
import { Controller, Get, Module, Post } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { Actor } from '@lieux/contracts';
import { createLogger } from '@lieux/platform';
import { createRedisPrefix, type RedisPrefix } from '@lieux/testing';
import { ActorGuard } from '../actor/actor.guard.js';
import { ActorResolver } from '../actor/actor.resolver.js';
import { HttpExceptionFilter } from '../http/http-exception.filter.js';
import { SpaIndex } from '../web/spa-index.js';
import { OwnWriteQuotas, WriteQuotaGuard } from './write-quota.guard.js';
import { WriteQuotas } from './write-quotas.js';

jest.setTimeout(30_000);

@Controller()
class WritesTestController {
  @Post('write')
  write(): { ok: true } {
    return { ok: true };
  }

  @Get('read')
  read(): { ok: true } {
    return { ok: true };
  }

  @Post('vote')
  @OwnWriteQuotas()
  vote(): { ok: true } {
    return { ok: true };
  }
}

/** The write quotas on real Redis behind the gateway's two guards: per address, per account, reads free. */
describe('the write quotas', () => {
  let redisPrefix: RedisPrefix;
  let redis: Redis;
  let app: NestFastifyApplication;
  let actor: Actor | undefined;

  beforeAll(async () => {
    redisPrefix = await createRedisPrefix();
    redis = new Redis(redisPrefix.url, { keyPrefix: redisPrefix.prefix });
    @Module({
      controllers: [WritesTestController],
      providers: [
        { provide: ActorResolver, useValue: { resolve: async () => actor } },
        { provide: APP_GUARD, useClass: ActorGuard },
        { provide: WriteQuotas, useValue: new WriteQuotas(redis, { perUserPerMinute: 3, perIpPerMinute: 5 }) },
        { provide: APP_GUARD, useClass: WriteQuotaGuard },
      ],
    })
    class TestModule {}
    app = await NestFactory.create<NestFastifyApplication>(TestModule, new FastifyAdapter({ trustProxy: true }), { logger: false, abortOnError: false });
    app.useGlobalFilters(new HttpExceptionFilter(createLogger('test', 'silent'), new SpaIndex('/nonexistent-web-dist')));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await redisPrefix?.cleanup();
  });

  const send = (method: 'GET' | 'POST', url: string, ip: string) => app.getHttpAdapter().getInstance().inject({ method, url, headers: { 'x-forwarded-for': ip } });

  it('refuses an address past its writes of the minute with 429 in French and Retry-After, and leaves its reads alone', async () => {
    actor = undefined;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await send('POST', '/write', '10.0.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await send('POST', '/write', '10.0.0.1');
    expect(refused.json()).toEqual({ message: 'Trop de tentatives, réessayez dans quelques minutes.', code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await send('GET', '/read', '10.0.0.1')).statusCode).toBe(200);
    // A route with quotas of its own (the vote) is counted there, not here.
    expect((await send('POST', '/vote', '10.0.0.1')).statusCode).toBe(201);
    // Another address is counted apart.
    expect((await send('POST', '/write', '10.0.0.2')).statusCode).toBe(201);
  });

  it('counts one account across addresses', async () => {
    actor = { userId: '5b1e7c55-8c1a-4a43-9d3b-0d6f6f0e0a11', role: 'consumer', plan: 'free' };
    const statuses: number[] = [];
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) statuses.push((await send('POST', '/write', ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    actor = undefined;
    expect((await send('POST', '/write', '10.1.0.4')).statusCode).toBe(201);
  });
});
