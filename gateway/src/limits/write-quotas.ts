import type { Redis } from 'ioredis';
import { PersonAndAddressQuotas } from './person-and-address-quotas.js';

/**
 * Every state change (any method but GET, HEAD and OPTIONS) per signed-in account and per address,
 * each per minute (`writes:user:…`, `writes:ip:…`): no single client can flood the platform with
 * writes, whichever route it picks. Routes with a tighter limit of their own (sign-up, sign-in,
 * contact, votes, reports) keep it on top.
 */
export class WriteQuotas extends PersonAndAddressQuotas {
  constructor(redis: Redis, limits: { perUserPerMinute: number; perIpPerMinute: number }) {
    super(redis, 'writes', limits);
  }
}

/** Methods that change nothing. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
