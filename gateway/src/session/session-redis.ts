import { Redis } from 'ioredis';
import { withQuotaScripts, type QuotaRedis } from '../limits/quota-scripts.js';

/**
 * The gateway's Redis connection (keys under `<prefix>:`): sessions and every quota. Its quota
 * commands are defined as it is made, before any command can go out (quota-scripts.ts).
 */
export function createSessionRedis(url: string, prefix: string): QuotaRedis {
  return withQuotaScripts(
    new Redis(url, {
      keyPrefix: `${prefix}:`,
      maxRetriesPerRequest: 1,
      // Every request reads its session and most take a quota: the commands of one tick go out in one write.
      enableAutoPipelining: true,
    }),
  );
}
