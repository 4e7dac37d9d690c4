import { CHECKOUT_POLL, checkoutPollDelay, quotaPercent, trendOf } from './workspace-rules';

describe('quotaPercent', () => {
  it('fills the bar with the share of the limit used', () => {
    expect(quotaPercent({ used: 0, limit: 1 })).toBe(0);
    expect(quotaPercent({ used: 2, limit: 5 })).toBe(40);
    expect(quotaPercent({ used: 1, limit: 1 })).toBe(100);
  });

  it('stays full, never above 100, after a downgrade left more venues than the limit', () => {
    expect(quotaPercent({ used: 4, limit: 1 })).toBe(100);
  });
});

describe('trendOf', () => {
  it("shows the server's change against the previous period", () => {
    expect(trendOf({ current: 15, previous: 10, changePercent: 50 })).toEqual({ kind: 'up', percent: 50 });
    expect(trendOf({ current: 5, previous: 10, changePercent: -50 })).toEqual({ kind: 'down', percent: 50 });
    expect(trendOf({ current: 10, previous: 10, changePercent: 0 })).toEqual({ kind: 'flat' });
  });

  it('says new when there was nothing before, none when there is nothing to compare', () => {
    expect(trendOf({ current: 3, previous: 0, changePercent: null })).toEqual({ kind: 'new' });
    expect(trendOf({ current: 0, previous: 0, changePercent: null })).toEqual({ kind: 'none' });
    expect(trendOf({ current: 1200, previous: null, changePercent: null })).toEqual({ kind: 'none' });
    expect(trendOf({ current: null, previous: null, changePercent: null })).toEqual({ kind: 'none' });
  });
});

describe('checkoutPollDelay', () => {
  it('asks again every 2 s while the plan is not Pro yet, for a minute', () => {
    expect(checkoutPollDelay('free', 0, 1000)).toBe(CHECKOUT_POLL.everyMs);
    expect(checkoutPollDelay(undefined, 0, 1000)).toBe(CHECKOUT_POLL.everyMs);
    expect(checkoutPollDelay('free', 0, CHECKOUT_POLL.forMs)).toBe(false);
  });

  it('stops as soon as the plan is Pro', () => {
    expect(checkoutPollDelay('pro', 0, 1000)).toBe(false);
  });
});
