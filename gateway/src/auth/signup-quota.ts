import type { Redis } from 'ioredis';

const HOUR_SECONDS = 3600;

/**
 * Count, start the window on the first attempt, and read what is left of it: one script, so one
 * command — several quotas taken in the same tick leave the gateway in one write (auto-pipelining),
 * where a MULTI … EXEC each was one write and five commands.
 */
const WINDOW_ATTEMPT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX')
return { count, redis.call('TTL', KEYS[1]) }`;

type WindowAttemptRedis = Redis & { windowAttempt(key: string, windowSeconds: number): Promise<[number, number]> };

function takeWindowAttempt(redis: Redis, key: string, windowSeconds: number): Promise<[number, number]> {
  const scripted = redis as WindowAttemptRedis;
  // ioredis keeps a defined command on the connection (EVALSHA, falling back to EVAL once per server).
  if (typeof scripted.windowAttempt !== 'function') redis.defineCommand('windowAttempt', { numberOfKeys: 1, lua: WINDOW_ATTEMPT_SCRIPT });
  return scripted.windowAttempt(key, windowSeconds);
}

/**
 * Attempts per subject (an address, a user) in fixed windows from the first attempt, counted in
 * Redis (`<prefix>:<subject>` under the gateway's prefix) so the limit holds across gateway replicas.
 */
export class WindowQuota {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one attempt of `subject`: 0 when it may go on, else the seconds to wait. */
  async take(subject: string): Promise<number> {
    const [count, ttl] = await takeWindowAttempt(this.redis, `${this.prefix}:${subject}`, this.windowSeconds);
    return count > this.limit ? Math.max(1, ttl) : 0;
  }
}

/**
 * Attempts per address and hour (`<name>:ip:…`). Every attempt counts, accepted or not: an address
 * cannot act, nor probe which e-mails exist, in bulk. Fixed windows of an hour from the first attempt.
 */
export class HourlyIpQuota extends WindowQuota {
  constructor(redis: Redis, name: string, perIpPerHour: number) {
    super(redis, `${name}:ip`, perIpPerHour, HOUR_SECONDS);
  }
}

/** Sign-ups per address and hour (`signups:ip:…`). */
export class SignupQuota extends HourlyIpQuota {
  constructor(redis: Redis, perIpPerHour: number) {
    super(redis, 'signups', perIpPerHour);
  }
}

/** Forgot-password requests per address and hour (`password-resets:ip:…`): no mail bombing, no bulk probing. */
export class PasswordResetQuota extends HourlyIpQuota {
  constructor(redis: Redis, perIpPerHour: number) {
    super(redis, 'password-resets', perIpPerHour);
  }
}
