import type { Redis } from 'ioredis';
import { WindowQuota } from '../auth/signup-quota.js';

const MINUTE_SECONDS = 60;

/**
 * Votes per signed-in person and per address, each per minute (`votes:user:…`, `votes:ip:…`): a
 * person clicking is far under them, a script voting in bulk meets them. Both count every vote sent.
 */
export class VoteQuotas {
  private readonly perUser: WindowQuota;
  private readonly perIp: WindowQuota;

  constructor(redis: Redis, limits: { perUserPerMinute: number; perIpPerMinute: number }) {
    this.perUser = new WindowQuota(redis, 'votes:user', limits.perUserPerMinute, MINUTE_SECONDS);
    this.perIp = new WindowQuota(redis, 'votes:ip', limits.perIpPerMinute, MINUTE_SECONDS);
  }

  /** 0 when the vote may go on, else the seconds to wait (the longer of the two). */
  async take(userId: string, ip: string): Promise<number> {
    const [user, address] = await Promise.all([this.perUser.take(userId), this.perIp.take(ip)]);
    return Math.max(user, address);
  }
}
