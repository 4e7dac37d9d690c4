import { counts, engagementRate } from './connection.js';

describe('connection rules', () => {
  it('counts in the score only when switched on and in good standing', () => {
    expect(counts({ isActive: true, status: 'active' })).toBe(true);
    expect(counts({ isActive: false, status: 'active' })).toBe(false);
    expect(counts({ isActive: true, status: 'needs_reconnect' })).toBe(false);
  });

  it('computes the engagement rate of the published formula, null without figures', () => {
    expect(engagementRate({ followers: 1000, posts30d: 10, interactions30d: 500 })).toBeCloseTo(0.05);
    expect(engagementRate({ followers: 0, posts30d: 0, interactions30d: 3 })).toBe(3);
    expect(engagementRate({ followers: null, posts30d: null, interactions30d: null })).toBeNull();
  });
});
