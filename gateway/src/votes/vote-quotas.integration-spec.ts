import { jest } from '@jest/globals';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { errorMessage, errorStatus } from '@lieux/contracts';
import { createRedisPrefix, type RedisPrefix } from '@lieux/testing';
import { refuseIfLimited } from '../auth/rate-limited.js';
import { ApiException } from '../http/api-exception.js';
import { VoteQuotas } from './vote-quotas.js';

jest.setTimeout(30_000);

describe('votes per person and per address, per minute, counted in Redis', () => {
  let redisPrefix: RedisPrefix;
  let redis: Redis;

  beforeAll(async () => {
    redisPrefix = await createRedisPrefix();
    redis = new Redis(redisPrefix.url, { keyPrefix: redisPrefix.prefix });
  });

  afterAll(async () => {
    redis?.disconnect();
    await redisPrefix?.cleanup();
  });

  it('lets a person vote their quota in a minute, then asks them to wait; another person is unaffected', async () => {
    const quotas = new VoteQuotas(redis, { perUserPerMinute: 3, perIpPerMinute: 100 });
    for (let index = 0; index < 3; index += 1) expect(await quotas.take('user-a', '10.2.0.1')).toBe(0);
    const wait = await quotas.take('user-a', '10.2.0.1');
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await quotas.take('user-b', '10.2.0.1')).toBe(0);
  });

  it('limits an address over all its people (many accounts, one script)', async () => {
    const quotas = new VoteQuotas(redis, { perUserPerMinute: 100, perIpPerMinute: 5 });
    for (let index = 0; index < 5; index += 1) expect(await quotas.take(`user-${index}`, '10.2.1.1')).toBe(0);
    expect(await quotas.take('user-new', '10.2.1.1')).toBeGreaterThan(0);
    expect(await quotas.take('user-new', '10.2.1.2')).toBe(0);
  });

  it('answers 429 with the votes’ French message and Retry-After', () => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) } as unknown as FastifyReply;
    expect(() => refuseIfLimited(reply, 42, 'votes_rate_limited')).toThrow(new ApiException('votes_rate_limited'));
    expect(headers['retry-after']).toBe('42');
    expect(errorStatus('votes_rate_limited')).toBe(429);
    expect(errorMessage('votes_rate_limited')).toBe('Trop de votes en peu de temps, réessayez dans quelques minutes.');
    expect(() => refuseIfLimited(reply, 0, 'votes_rate_limited')).not.toThrow();
  });
});
