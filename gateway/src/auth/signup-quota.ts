import type { Redis } from 'ioredis';

const HOUR_SECONDS = 3600;

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
    const key = `${this.prefix}:${subject}`;
    const replies = await this.redis.multi().incr(key).expire(key, this.windowSeconds, 'NX').ttl(key).exec();
    const count = Number(replies?.[0]?.[1] ?? 0);
    const ttl = Number(replies?.[2]?.[1] ?? this.windowSeconds);
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
