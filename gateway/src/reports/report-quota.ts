import type { Redis } from 'ioredis';
import { REPORTS_PER_USER_PER_HOUR } from '@lieux/contracts';
import { WindowQuota } from '../auth/signup-quota.js';

const HOUR_SECONDS = 3600;

/**
 * Reports per signed-in person and hour (`reports:user:…`): every attempt counts, accepted or not, so
 * nobody floods the admins' queue nor probes which venues exist in bulk.
 */
export class ReportQuota extends WindowQuota {
  constructor(redis: Redis, perUserPerHour: number = REPORTS_PER_USER_PER_HOUR) {
    super(redis, 'reports:user', perUserPerHour, HOUR_SECONDS);
  }
}
