import { createRedisPrefix, type RedisPrefix } from '@lieux/testing';
import { SignupQuota } from '../auth/signup-quota.js';
import { WriteQuotas } from '../limits/write-quotas.js';
import { createSessionRedis } from './session-redis.js';

/**
 * The gateway's connection on real Redis, auto-pipelining on: a quota taken in the same tick as other
 * commands — a restarted gateway's first requests under load — counts, where a command defined at its
 * first use was missing from that tick's pipeline (500 "pipeline[functionName] is not a function").
 */
describe("the gateway's Redis connection", () => {
  let redisPrefix: RedisPrefix;

  beforeAll(async () => {
    redisPrefix = await createRedisPrefix();
  });
  afterAll(() => redisPrefix?.cleanup());

  it('counts quotas taken in the very tick its first commands go out', async () => {
    const redis = createSessionRedis(redisPrefix.url, redisPrefix.prefix.replace(/:$/, ''));
    try {
      // No await in between: one tick, one pipeline — a session read, then two quotas made and taken.
      const session = redis.get('session:none');
      const writes = new WriteQuotas(redis, { perUserPerMinute: 1, perIpPerMinute: 2 });
      const signups = new SignupQuota(redis, 1);
      const taken = [writes.take('user-1', '203.0.113.9'), writes.take('user-1', '203.0.113.9'), signups.take('203.0.113.9'), signups.take('203.0.113.9')];
      expect(await session).toBeNull();
      const [first, second, signup, secondSignup] = await Promise.all(taken);
      expect(first).toBe(0);
      expect(second).toBeGreaterThan(0);
      expect(second).toBeLessThanOrEqual(60);
      expect(signup).toBe(0);
      expect(secondSignup).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});
