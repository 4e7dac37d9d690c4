/**
 * How long the platform keeps what it keeps (the privacy policy's "Durées de conservation", issue 30
 * §5): one set, applied by the services' retention jobs and quoted by the policy in three languages
 * (web/src/screens/legal/retention-periods.spec.ts checks the texts against it; docs/legal.md).
 */
export const RETENTION_PERIODS = {
  /** An account nobody signed in to for this long is deleted (auth service, docs/legal.md "Retention"). */
  inactiveAccountYears: 3,
  /** Its owner is warned by e-mail this many days before. */
  inactiveAccountNoticeDays: 30,
  /** A support message and its replies are deleted this long after the last exchange (admin service). */
  supportDataYears: 2,
} as const;

/** The same instant `years` calendar years earlier, in UTC (29 February falls back to 1 March). */
export function yearsBefore(instant: Date, years: number): Date {
  const earlier = new Date(instant.getTime());
  earlier.setUTCFullYear(earlier.getUTCFullYear() - years);
  return earlier;
}
