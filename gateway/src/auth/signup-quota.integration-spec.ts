import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { createRedisPrefix, type RedisPrefix } from '@lieux/testing';
import { SignupQuota } from './signup-quota.js';

jest.setTimeout(30_000);

describe('sign-ups per address, counted in Redis', () => {
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

  it('lets an address make its quota of attempts in an hour, then asks it to wait, other addresses unaffected', async () => {
    const quota = new SignupQuota(redis, 3);
    expect([await quota.take('10.1.0.1'), await quota.take('10.1.0.1'), await quota.take('10.1.0.1')]).toEqual([0, 0, 0]);
    const wait = await quota.take('10.1.0.1');
    expect(wait).toBeGreaterThan(3590);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await quota.take('10.1.0.2')).toBe(0);
  });

  it('is shared by every gateway on the same Redis', async () => {
    const [first, second] = [new SignupQuota(redis, 2), new SignupQuota(redis, 2)];
    await first.take('10.1.1.1');
    await second.take('10.1.1.1');
    expect(await first.take('10.1.1.1')).toBeGreaterThan(0);
  });
});
