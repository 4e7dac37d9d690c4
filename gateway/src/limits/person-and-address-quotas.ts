import type { Redis } from 'ioredis';
import { withQuotaScripts, type QuotaRedis } from './quota-scripts.js';

const MINUTE_SECONDS = 60;

/**
 * One action's quotas per signed-in person and per address, each per minute (`<name>:user:…`,
 * `<name>:ip:…`), counted in Redis so they hold across gateway replicas: a person is far under them, a
 * script acting in bulk meets them. Both count every attempt sent.
 */
export class PersonAndAddressQuotas {
  private readonly redis: QuotaRedis;

  constructor(
    redis: Redis,
    private readonly name: string,
    private readonly limits: { perUserPerMinute: number; perIpPerMinute: number },
  ) {
    this.redis = withQuotaScripts(redis);
  }

  /** 0 when the attempt may go on, else the seconds to wait (the longer of the two); nobody signed in: the address alone. */
  async take(userId: string | undefined, ip: string): Promise<number> {
    const subjects = [{ key: `${this.name}:ip:${ip}`, limit: this.limits.perIpPerMinute }, ...(userId ? [{ key: `${this.name}:user:${userId}`, limit: this.limits.perUserPerMinute }] : [])];
    const keys = subjects.map((subject) => subject.key);
    const answers = await this.redis.countAttempts(keys.length, ...keys, MINUTE_SECONDS);
    return Math.max(0, ...answers.map(([count, ttl], index) => (count > subjects[index].limit ? Math.max(1, ttl) : 0)));
  }
}
