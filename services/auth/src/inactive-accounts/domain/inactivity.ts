import { RETENTION_PERIODS, yearsBefore } from '@lieux/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What "inactive" means (docs/legal.md "Retention"): nobody signed in to the account — by password or
 * an external sign-in — since its creation or its last sign-in. A session lasts 30 days at most and is
 * never prolonged, so someone who keeps using the site signs in at least every 30 days.
 */
export interface InactivityDeadlines {
  /** An account last used at or before this is warned (3 years − 30 days). */
  warnIfIdleSince: Date;
  /** An account last used at or before this is deleted (3 years)… */
  deleteIfIdleSince: Date;
  /** …when its owner was warned at or before this: never less than 30 days' notice. */
  deleteIfWarnedBy: Date;
}

export function inactivityDeadlines(now: Date, periods = RETENTION_PERIODS): InactivityDeadlines {
  const notice = periods.inactiveAccountNoticeDays * DAY_MS;
  const deleteIfIdleSince = yearsBefore(now, periods.inactiveAccountYears);
  return {
    warnIfIdleSince: new Date(deleteIfIdleSince.getTime() + notice),
    deleteIfIdleSince,
    deleteIfWarnedBy: new Date(now.getTime() - notice),
  };
}

/**
 * The day the warning announces: 3 years after the last use, or 30 days after the warning when that
 * is later (the notice is never shorter, whatever the job's delays).
 */
export function deletionDateOf(lastActiveAt: Date, warnedAt: Date, periods = RETENTION_PERIODS): Date {
  const byInactivity = yearsBefore(lastActiveAt, -periods.inactiveAccountYears);
  const byNotice = new Date(warnedAt.getTime() + periods.inactiveAccountNoticeDays * DAY_MS);
  return byInactivity > byNotice ? byInactivity : byNotice;
}
