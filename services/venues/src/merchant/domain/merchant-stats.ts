import { addDays, ONBOARDING_STEPS, type OnboardingDto, type TipDto, type TipId, type WeeklyGoalDto } from '@lieux/contracts';

/** The Monday of the week of `day` (ISO weeks: Monday first). */
export function mondayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Sum of the known values; null when none is known. */
export function sumKnown(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((total, value) => total + value, 0);
}

/**
 * The computed weekly goal of votes: 20 % above the average of the four previous weeks' net votes,
 * rounded up, at least 1 (a new merchant's first goal is one vote).
 */
export function computedWeeklyTarget(previousWeeks: number[]): number {
  const average = previousWeeks.length === 0 ? 0 : previousWeeks.reduce((total, votes) => total + Math.max(0, votes), 0) / previousWeeks.length;
  return Math.max(1, Math.ceil(average * 1.2));
}

export function weeklyGoal(input: { merchantTarget: number | null; previousWeeks: number[]; current: number; weekStart: string }): WeeklyGoalDto {
  const target = input.merchantTarget ?? computedWeeklyTarget(input.previousWeeks);
  const progressPercent = Math.min(100, Math.max(0, Math.round((input.current / target) * 100)));
  return { metric: 'votes', target, current: input.current, progressPercent, source: input.merchantTarget === null ? 'computed' : 'merchant', weekStart: input.weekStart };
}

/** What the onboarding and the tip look at in a venue. */
export interface VenueProfileFacts {
  venueId: string;
  description: string | null;
  phone: string | null;
  website: string | null;
  hasPosition: boolean;
  openingPeriods: number;
  tags: number;
  /** Providers of its active connections. */
  connections: string[];
}

/** A description worth the name: 30 characters or more. */
export const COMPLETE_DESCRIPTION_LENGTH = 30;

const hasDescription = (venue: VenueProfileFacts) => (venue.description?.trim().length ?? 0) >= COMPLETE_DESCRIPTION_LENGTH;

/** A complete profile: a real description, a phone, opening hours and at least one tag. */
export function isProfileComplete(venue: VenueProfileFacts): boolean {
  return hasDescription(venue) && venue.phone !== null && venue.openingPeriods > 0 && venue.tags > 0;
}

export function onboardingOf(venues: VenueProfileFacts[]): OnboardingDto {
  const facts = {
    hasVenue: venues.length > 0,
    hasInstagram: venues.some((venue) => venue.connections.includes('instagram')),
    hasFacebook: venues.some((venue) => venue.connections.includes('facebook')),
    profileComplete: venues.some(isProfileComplete),
  };
  return { ...facts, completedSteps: ONBOARDING_STEPS.filter((step) => facts[step]).length, totalSteps: ONBOARDING_STEPS.length };
}

/** Each tip with what makes a venue need it, in order of what helps the score and the page most. */
const VENUE_TIPS: Array<[TipId, (venue: VenueProfileFacts) => boolean]> = [
  ['connect-instagram', (venue) => !venue.connections.includes('instagram')],
  ['connect-facebook', (venue) => !venue.connections.includes('facebook')],
  ['add-description', (venue) => !hasDescription(venue)],
  ['add-opening-hours', (venue) => venue.openingPeriods === 0],
  ['add-tags', (venue) => venue.tags === 0],
  ['add-phone', (venue) => venue.phone === null],
  ['add-website', (venue) => venue.website === null],
  ['add-position', (venue) => !venue.hasPosition],
];

/**
 * The tip of the day: every tip some venue needs (for the first venue that needs it), one a day in
 * turn (`dayNumber` is the day's index since 1970, so the tip changes at midnight and the same all day).
 * No venue: create one. Nothing missing: ask customers for votes.
 */
export function tipOfTheDay(venues: VenueProfileFacts[], dayNumber: number): TipDto {
  if (venues.length === 0) return { id: 'create-venue', venueId: null };
  const needed: TipDto[] = [];
  for (const [id, needs] of VENUE_TIPS) {
    const venue = venues.find(needs);
    if (venue) needed.push({ id, venueId: venue.venueId });
  }
  if (needed.length === 0) return { id: 'ask-for-votes', venueId: null };
  return needed[((dayNumber % needed.length) + needed.length) % needed.length];
}

/** Days since 1970-01-01 of a `yyyy-mm-dd` day. */
export function dayNumberOf(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
}
