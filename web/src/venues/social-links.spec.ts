import { socialProfileUrl } from './social-links';

describe('socialProfileUrl', () => {
  it('opens the profile of each platform from the account reference', () => {
    expect(socialProfileUrl('instagram', 'cafeclock.fes')).toBe('https://www.instagram.com/cafeclock.fes/');
    expect(socialProfileUrl('facebook', 'CafeClockFes')).toBe('https://www.facebook.com/CafeClockFes');
    expect(socialProfileUrl('tiktok', '@cafeclock')).toBe('https://www.tiktok.com/@cafeclock');
    expect(socialProfileUrl('linkedin', 'cafe-clock')).toBe('https://www.linkedin.com/company/cafe-clock');
    expect(socialProfileUrl('google', 'Café Clock Fès')).toBe('https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20Clock%20F%C3%A8s');
  });

  it('keeps an https address as it is', () => {
    expect(socialProfileUrl('facebook', 'https://www.facebook.com/cafeclock')).toBe('https://www.facebook.com/cafeclock');
  });

  it('gives no link for an empty or unusable reference, nor for another scheme', () => {
    expect(socialProfileUrl('instagram', '  ')).toBeNull();
    expect(socialProfileUrl('instagram', 'two words')).toBeNull();
    expect(socialProfileUrl('facebook', 'javascript:alert(1)')).toBe('https://www.facebook.com/javascript%3Aalert(1)');
  });
});
