import { GROWTH_HOLD_DAYS, GROWTH_LIMIT } from '@lieux/contracts';

/**
 * The growth rule of SCORING.md ("Trust"): followers up more than 20 % in a day while interactions do
 * not rise → the audience input is held at yesterday × 1.2 until the growth has held for 7 days.
 * Bought followers bring no interactions; a real surge (a viral post) does, and is never held.
 */
/**
 * Decision: a jump of fewer followers than this is never an anomaly, or an account going from 5 to 7
 * followers would be held and flagged for admins. SCORING.md gives no floor; this one does not change
 * any real case of bought followers.
 */
export const GROWTH_MIN_JUMP = 100;

/** The real figures of the last computation of an earlier day (the "yesterday" of the rule). */
export interface DailyFigures {
  day: string;
  followers: number | null;
  interactions30d: number | null;
}

/** An audience held since `since` (a Casablanca day), at `baseFollowers` × 1.2. */
export interface GrowthHold {
  baseFollowers: number;
  since: string;
}

export interface GrowthVerdict {
  /** The followers the audience component uses. */
  audienceFollowers: number;
  /** The hold after this computation (null: none). */
  hold: GrowthHold | null;
  /** A hold began with this computation. */
  started: boolean;
}

/**
 * Judges today's figures against yesterday's and the hold in force. A hold ends when the followers
 * come back under the cap (the growth did not last) or when it has lasted GROWTH_HOLD_DAYS days.
 */
export function guardGrowth(
  today: { followers: number | null; interactions30d: number | null },
  yesterday: DailyFigures | null,
  hold: GrowthHold | null,
  day: string,
): GrowthVerdict {
  const followers = Math.max(0, today.followers ?? 0);
  if (hold) {
    const cap = hold.baseFollowers * GROWTH_LIMIT;
    if (followers <= cap || daysBetween(hold.since, day) >= GROWTH_HOLD_DAYS) {
      return { audienceFollowers: followers, hold: null, started: false };
    }
    return { audienceFollowers: cap, hold, started: false };
  }
  if (yesterday?.followers != null) {
    const base = Math.max(0, yesterday.followers);
    const grewTooFast = followers > base * GROWTH_LIMIT && followers - base >= GROWTH_MIN_JUMP;
    const interactionsRose = (today.interactions30d ?? 0) > (yesterday.interactions30d ?? 0);
    if (grewTooFast && !interactionsRose) {
      return { audienceFollowers: base * GROWTH_LIMIT, hold: { baseFollowers: base, since: day }, started: true };
    }
  }
  return { audienceFollowers: followers, hold: null, started: false };
}

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
