import type { Redis } from 'ioredis';
import { PersonAndAddressQuotas } from '../limits/person-and-address-quotas.js';

/** Votes per signed-in person and per address, each per minute (`votes:user:…`, `votes:ip:…`). */
export class VoteQuotas extends PersonAndAddressQuotas {
  constructor(redis: Redis, limits: { perUserPerMinute: number; perIpPerMinute: number }) {
    super(redis, 'votes', limits);
  }
}
