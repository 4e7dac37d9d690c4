import type { Redis } from 'ioredis';

const HOUR_SECONDS = 3600;

/**
 * Attempts per address and hour, counted in Redis (`<name>:ip:…` under the gateway's prefix) so the
 * limit holds across gateway replicas. Every attempt counts, accepted or not: an address cannot act,
 * nor probe which e-mails exist, in bulk. Fixed windows of an hour from the first attempt.
 */
export class HourlyIpQuota {
  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly perIpPerHour: number,
  ) {}

  /** Counts one attempt from `ip`: 0 when it may go on, else the seconds to wait. */
  async take(ip: string): Promise<number> {
    const key = `${this.name}:ip:${ip}`;
    const replies = await this.redis.multi().incr(key).expire(key, HOUR_SECONDS, 'NX').ttl(key).exec();
    const count = Number(replies?.[0]?.[1] ?? 0);
    const ttl = Number(replies?.[2]?.[1] ?? HOUR_SECONDS);
    return count > this.perIpPerHour ? Math.max(1, ttl) : 0;
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
