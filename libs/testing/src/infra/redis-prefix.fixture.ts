import { Redis } from 'ioredis';
import { redisUrlFromEnv } from './infra-urls.config.js';
import { acquireContainer } from './shared-container.runtime.js';
import { uniqueHex } from './unique-id.util.js';

export interface RedisPrefix {
  url: string;
  /** `t<hex>:`: put it in front of every key (ioredis `keyPrefix`, BullMQ `prefix`). */
  prefix: string;
  /** Deletes every key that starts with the prefix. */
  cleanup(): Promise<void>;
}

/** A key prefix of one's own on a Redis server (a container when available, otherwise `REDIS_URL`). */
export async function createRedisPrefix(): Promise<RedisPrefix> {
  const container = await acquireContainer('redis');
  const url = container?.url ?? redisUrlFromEnv();
  try {
    await withRedis(url, async (redis) => {
      await redis.ping();
    });
  } catch (error) {
    await container?.release();
    throw error;
  }
  const prefix = `t${uniqueHex(5)}:`;
  let cleaned = false;
  return {
    url,
    prefix,
    cleanup: async () => {
      if (cleaned) {
        return;
      }
      cleaned = true;
      try {
        await withRedis(url, (redis) => deleteByPrefix(redis, prefix));
      } finally {
        await container?.release();
      }
    },
  };
}

async function deleteByPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) {
      await redis.unlink(...keys);
    }
  } while (cursor !== '0');
}

async function withRedis(url: string, work: (redis: Redis) => Promise<void>): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis is not reachable at ${url} (${(error as Error).message}): start it with \`npm run infra:up\` or set REDIS_URL`,
      { cause: error },
    );
  }
  try {
    await work(redis);
  } finally {
    await redis.quit();
  }
}
