import type { Redis } from 'ioredis';

/**
 * The gateway's quota counters as Lua commands on its Redis connection, defined once when the
 * connection is made (`withQuotaScripts`), before any command goes out on it.
 *
 * Defined at first use instead, a command could be missing from the auto-pipeline of its tick:
 * ioredis copies a connection's scripts into a pipeline when it creates one, so a request whose quota
 * was the first defined while another request's session read was already in that tick's pipeline
 * failed with "pipeline[functionName] is not a function" (a 500, seen under load in the
 * rolling-restart test when a restarted gateway met its first writes).
 */

/** Per key: count one attempt, start the key's window on its first, and read what is left of it. */
const COUNT_ATTEMPTS_SCRIPT = `
local answers = {}
for index, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  redis.call('EXPIRE', key, ARGV[1], 'NX')
  answers[index] = { count, redis.call('TTL', key) }
end
return answers`;

export type QuotaRedis = Redis & {
  /** `[count, seconds left]` of each key's window, one command for all the keys. */
  countAttempts(keyCount: number, ...keysThenWindow: Array<string | number>): Promise<Array<[number, number]>>;
};

/** The connection with the quota commands defined on it (once; later calls change nothing). */
export function withQuotaScripts(redis: Redis): QuotaRedis {
  const scripted = redis as QuotaRedis;
  if (typeof scripted.countAttempts !== 'function') redis.defineCommand('countAttempts', { lua: COUNT_ATTEMPTS_SCRIPT });
  return scripted;
}
