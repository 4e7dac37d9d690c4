import type { Redis } from 'ioredis';
import { WindowQuota } from '../auth/signup-quota.js';

const MINUTE_SECONDS = 60;

/**
 * One action's quotas per signed-in person and per address, each per minute (`<name>:user:…`,
 * `<name>:ip:…`): a person is far under them, a script acting in bulk meets them. Both count every
 * attempt sent.
 */
export class PersonAndAddressQuotas {
  private readonly perUser: WindowQuota;
  private readonly perIp: WindowQuota;

  constructor(redis: Redis, name: string, limits: { perUserPerMinute: number; perIpPerMinute: number }) {
    this.perUser = new WindowQuota(redis, `${name}:user`, limits.perUserPerMinute, MINUTE_SECONDS);
    this.perIp = new WindowQuota(redis, `${name}:ip`, limits.perIpPerMinute, MINUTE_SECONDS);
  }

  /** 0 when the attempt may go on, else the seconds to wait (the longer of the two); nobody signed in: the address alone. */
  async take(userId: string | undefined, ip: string): Promise<number> {
    const [user, address] = await Promise.all([userId ? this.perUser.take(userId) : Promise.resolve(0), this.perIp.take(ip)]);
    return Math.max(user, address);
  }
}
