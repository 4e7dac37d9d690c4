import { dayExpiryOf, expiryOf, isRobot, isVisitorId, monthOf, newVisitorId } from './visitor-counter.js';

describe('the visitor counter’s rules', () => {
  it('leaves out robots and empty user agents, not browsers', () => {
    for (const agent of [undefined, '', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'curl/8.5.0', 'Mozilla/5.0 HeadlessChrome/140.0', 'python-requests/2.32']) {
      expect(isRobot(agent)).toBe(true);
    }
    expect(isRobot('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe(false);
  });

  it('accepts only the ids it makes', () => {
    expect(isVisitorId(newVisitorId())).toBe(true);
    expect(isVisitorId('x')).toBe(false);
    expect(isVisitorId(undefined)).toBe(false);
  });

  it('counts months in Morocco’s time and keeps a month ten days into the next', () => {
    expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(monthOf(new Date('2026-11-15T12:00:00Z'))).toBe('2026-11');
    expect(new Date(expiryOf('2026-12') * 1000).toISOString()).toBe('2027-01-11T00:00:00.000Z');
  });

  it('keeps a day’s counter 200 days: a 90-day period and the one before it', () => {
    expect(new Date(dayExpiryOf('2026-11-22') * 1000).toISOString()).toBe('2027-06-10T00:00:00.000Z');
  });
});
