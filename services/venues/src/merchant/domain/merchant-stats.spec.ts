import { computedWeeklyTarget, dayNumberOf, mondayOf, onboardingOf, sumKnown, tipOfTheDay, weeklyGoal, type VenueProfileFacts } from './merchant-stats.js';

const complete: VenueProfileFacts = {
  venueId: 'v1',
  description: 'Un café littéraire au cœur de la médina de Fès.',
  phone: '+212 5 35 00 00 00',
  website: 'https://cafe.ma',
  hasPosition: true,
  openingPeriods: 7,
  tags: 2,
  connections: ['instagram', 'facebook'],
};

describe('weeks in Morocco', () => {
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
  });
});

describe('sums', () => {
  it('adds only what is known', () => {
    expect(sumKnown([null, null])).toBeNull();
    expect(sumKnown([3, null, 4])).toBe(7);
  });
});

describe('the weekly goal', () => {
  it('is computed 20 % above the average of the previous four weeks, at least 1', () => {
    expect(computedWeeklyTarget([10, 10, 10, 10])).toBe(12);
    expect(computedWeeklyTarget([0, 0, 0, 0])).toBe(1);
    expect(computedWeeklyTarget([-5, 5, 0, 0])).toBe(2);
    expect(computedWeeklyTarget([])).toBe(1);
  });

  it('uses the merchant’s own target when set, and caps the progress at 100 %', () => {
    expect(weeklyGoal({ merchantTarget: 20, previousWeeks: [100], current: 5, weekStart: '2026-11-16' })).toEqual({
      metric: 'votes', target: 20, current: 5, progressPercent: 25, source: 'merchant', weekStart: '2026-11-16',
    });
    expect(weeklyGoal({ merchantTarget: null, previousWeeks: [5, 5, 5, 5], current: 9, weekStart: '2026-11-16' })).toMatchObject({ target: 6, progressPercent: 100, source: 'computed' });
    expect(weeklyGoal({ merchantTarget: 4, previousWeeks: [], current: -3, weekStart: '2026-11-16' }).progressPercent).toBe(0);
  });
});

describe('onboarding facts', () => {
  it('counts the steps the merchant’s venues complete', () => {
    expect(onboardingOf([])).toEqual({ hasVenue: false, hasInstagram: false, hasFacebook: false, profileComplete: false, completedSteps: 0, totalSteps: 4 });
    expect(onboardingOf([{ ...complete, connections: ['instagram'], tags: 0 }])).toMatchObject({ hasVenue: true, hasInstagram: true, hasFacebook: false, profileComplete: false, completedSteps: 2 });
    expect(onboardingOf([complete]).completedSteps).toBe(4);
  });

  it('wants a real description (30 characters or more) for a complete profile', () => {
    expect(onboardingOf([{ ...complete, description: 'Un café.' }]).profileComplete).toBe(false);
  });
});

describe('the tip of the day', () => {
  it('asks a merchant without a venue to create one', () => {
    expect(tipOfTheDay([], 0)).toEqual({ id: 'create-venue', venueId: null });
  });

  it('picks, day after day, among what the venues lack, naming the venue', () => {
    const lacking = { ...complete, venueId: 'v2', connections: [], tags: 0 };
    const day = dayNumberOf('2026-11-22');
    const tips = [0, 1, 2, 3].map((offset) => tipOfTheDay([complete, lacking], day + offset));
    expect(new Set(tips.map((tip) => tip.id))).toEqual(new Set(['connect-instagram', 'connect-facebook', 'add-tags']));
    expect(tips.every((tip) => tip.venueId === 'v2')).toBe(true);
    expect(tipOfTheDay([complete, lacking], day)).toEqual(tipOfTheDay([complete, lacking], day));
  });

  it('asks for votes when nothing is missing', () => {
    expect(tipOfTheDay([complete], 12345)).toEqual({ id: 'ask-for-votes', venueId: null });
  });
});
