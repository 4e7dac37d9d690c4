import type { Redis } from 'ioredis';

/** How many failed sign-ins each counter allows in its window before refusing with 429. */
export interface LoginLimits {
  /** One address trying one account: the brute force of a password. */
  perAccountAndIp: number;
  /** One address trying many accounts (credential stuffing). */
  perIp: number;
  /** One account tried from many addresses; high, so an attacker cannot lock its owner out cheaply. */
  perAccount: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perAccountAndIp: 5, perIp: 30, perAccount: 50, windowSeconds: 15 * 60 };

/**
 * Failed sign-ins counted in Redis (keys `login-failures:…` under the gateway's prefix), so the limits
 * hold across gateway replicas. Fixed windows: a counter lives `windowSeconds` from its first failure.
 * A success clears its own account-and-address counter; the owner of an attacked account can still
 * sign in from their own address until the account-wide counter fills, and a password reset (clearAccount) lets
 * them in at once.
 */
export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  ) {}

  /** Seconds to wait before trying again, or 0 when this sign-in may be tried. */
  async retryAfterSeconds(email: string, ip: string): Promise<number> {
    const counters = this.counters(email, ip);
    const counts = await this.redis.mget(...counters.map((counter) => counter.key));
    const full = counters.filter((counter, index) => Number(counts[index] ?? 0) >= counter.limit);
    if (full.length === 0) return 0;
    const ttls = await Promise.all(full.map((counter) => this.redis.ttl(counter.key)));
    return Math.max(1, ...ttls);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const multi = this.redis.multi();
    for (const { key } of this.counters(email, ip)) multi.incr(key).expire(key, this.limits.windowSeconds, 'NX');
    await multi.exec();
  }

  async recordSuccess(email: string, ip: string): Promise<void> {
    await this.redis.del(this.counters(email, ip)[0].key);
  }

  /**
   * After a password reset: the account's own counters start afresh (account-wide, and this address
   * with this account), so the person who just proved they own the mailbox can sign in at once. The
   * per-address counters stay: an attacker's address is still limited.
   */
  async clearAccount(email: string, ip: string): Promise<void> {
    const [accountAndIp, , account] = this.counters(email, ip);
    await this.redis.del(accountAndIp.key, account.key);
  }

  private counters(email: string, ip: string): Array<{ key: string; limit: number }> {
    const account = email.trim().toLowerCase();
    return [
      { key: `login-failures:account-ip:${account}|${ip}`, limit: this.limits.perAccountAndIp },
      { key: `login-failures:ip:${ip}`, limit: this.limits.perIp },
      { key: `login-failures:account:${account}`, limit: this.limits.perAccount },
    ];
  }
}
