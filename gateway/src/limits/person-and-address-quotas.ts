import type { Redis } from 'ioredis';

const MINUTE_SECONDS = 60;

/**
 * Counts one attempt on each key, starting each key's window on its first attempt, and reads what is
 * left of each window: one script for both keys, so a write costs the gateway one Redis command.
 */
const COUNT_ATTEMPTS_SCRIPT = `
local answers = {}
for index, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  redis.call('EXPIRE', key, ARGV[1], 'NX')
  answers[index] = { count, redis.call('TTL', key) }
end
return answers`;

type CountingRedis = Redis & { countAttempts(keyCount: number, ...keysThenWindow: Array<string | number>): Promise<Array<[number, number]>> };

function countAttempts(redis: Redis, keys: string[], windowSeconds: number): Promise<Array<[number, number]>> {
  const scripted = redis as CountingRedis;
  // ioredis keeps a defined command on the connection (EVALSHA, falling back to EVAL once per server).
  if (typeof scripted.countAttempts !== 'function') redis.defineCommand('countAttempts', { lua: COUNT_ATTEMPTS_SCRIPT });
  return scripted.countAttempts(keys.length, ...keys, windowSeconds);
}

/**
 * One action's quotas per signed-in person and per address, each per minute (`<name>:user:…`,
 * `<name>:ip:…`), counted in Redis so they hold across gateway replicas: a person is far under them, a
 * script acting in bulk meets them. Both count every attempt sent.
 */
export class PersonAndAddressQuotas {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly limits: { perUserPerMinute: number; perIpPerMinute: number },
  ) {}

  /** 0 when the attempt may go on, else the seconds to wait (the longer of the two); nobody signed in: the address alone. */
  async take(userId: string | undefined, ip: string): Promise<number> {
    const subjects = [{ key: `${this.name}:ip:${ip}`, limit: this.limits.perIpPerMinute }, ...(userId ? [{ key: `${this.name}:user:${userId}`, limit: this.limits.perUserPerMinute }] : [])];
    const answers = await countAttempts(
      this.redis,
      subjects.map((subject) => subject.key),
      MINUTE_SECONDS,
    );
    return Math.max(0, ...answers.map(([count, ttl], index) => (count > subjects[index].limit ? Math.max(1, ttl) : 0)));
  }
}
