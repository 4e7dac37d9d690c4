import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { createRedisPrefix, type RedisPrefix } from '@lieux/testing';
import { LoginThrottle } from './login-throttle.js';

jest.setTimeout(30_000);

/** The sign-in limits on a real Redis, with small numbers so each counter is reached quickly. */
describe('failed sign-ins counted in Redis', () => {
  let redisPrefix: RedisPrefix;
  let redis: Redis;
  let throttle: LoginThrottle;

  beforeAll(async () => {
    redisPrefix = await createRedisPrefix();
    redis = new Redis(redisPrefix.url, { keyPrefix: redisPrefix.prefix });
    throttle = new LoginThrottle(redis, { perAccountAndIp: 3, perIp: 6, perAccount: 8, windowSeconds: 600 });
  });

  afterAll(async () => {
    redis?.disconnect();
    await redisPrefix?.cleanup();
  });

  async function fail(email: string, ip: string, times: number): Promise<void> {
    for (let attempt = 0; attempt < times; attempt += 1) await throttle.recordFailure(email, ip);
  }

  it('stops one address guessing one account, but not its owner elsewhere, nor that address on another account', async () => {
    await fail('victim@example.ma', '10.0.0.1', 2);
    expect(await throttle.retryAfterSeconds('victim@example.ma', '10.0.0.1')).toBe(0);
    await fail('VICTIM@example.ma', '10.0.0.1', 1);
    const wait = await throttle.retryAfterSeconds('victim@example.ma', '10.0.0.1');
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await throttle.retryAfterSeconds('victim@example.ma', '10.0.0.2')).toBe(0);
    expect(await throttle.retryAfterSeconds('other@example.ma', '10.0.0.1')).toBe(0);
  });

  it('stops one address trying many accounts', async () => {
    for (let index = 0; index < 6; index += 1) await fail(`user${index}@example.ma`, '10.0.1.1', 1);
    expect(await throttle.retryAfterSeconds('fresh@example.ma', '10.0.1.1')).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds('fresh@example.ma', '10.0.1.2')).toBe(0);
  });

  it('stops many addresses trying one account, past the account-wide limit', async () => {
    for (let index = 0; index < 8; index += 1) await fail('target@example.ma', `10.0.2.${index}`, 1);
    expect(await throttle.retryAfterSeconds('target@example.ma', '10.0.2.200')).toBeGreaterThan(0);
  });

  it('forgets an address’s failures on an account once it signs in', async () => {
    await fail('forgetful@example.ma', '10.0.3.1', 2);
    await throttle.recordSuccess('forgetful@example.ma', '10.0.3.1');
    await fail('forgetful@example.ma', '10.0.3.1', 2);
    expect(await throttle.retryAfterSeconds('forgetful@example.ma', '10.0.3.1')).toBe(0);
  });
});
