import type { Redis } from 'ioredis';
import { HourlyIpQuota } from '../auth/signup-quota.js';

/** Contact messages per address and hour (`contact:ip:…`): each one mails the support team. */
export class ContactQuota extends HourlyIpQuota {
  constructor(redis: Redis, perIpPerHour: number) {
    super(redis, 'contact', perIpPerHour);
  }
}

/** Status alert subscriptions per address and hour (`status-subscriptions:ip:…`): each one sends a mail. */
export class StatusSubscriptionQuota extends HourlyIpQuota {
  constructor(redis: Redis, perIpPerHour: number) {
    super(redis, 'status-subscriptions', perIpPerHour);
  }
}
