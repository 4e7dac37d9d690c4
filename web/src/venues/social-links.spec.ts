import { socialProfileUrl } from './social-links';

describe('socialProfileUrl', () => {
  it('opens the profile address the platform gave', () => {
    expect(socialProfileUrl({ profileUrl: 'https://www.instagram.com/cafeclock.fes' })).toBe('https://www.instagram.com/cafeclock.fes');
    expect(socialProfileUrl({ profileUrl: 'https://www.linkedin.com/company/12345' })).toBe('https://www.linkedin.com/company/12345');
    expect(socialProfileUrl({ profileUrl: 'https://maps.google.com/?cid=1234' })).toBe('https://maps.google.com/?cid=1234');
  });

  it('opens nothing for a demonstration link, or an address that is not https', () => {
    expect(socialProfileUrl({ profileUrl: null })).toBeNull();
    expect(socialProfileUrl({ profileUrl: '' })).toBeNull();
    expect(socialProfileUrl({ profileUrl: 'http://www.facebook.com/cafeclock' })).toBeNull();
    expect(socialProfileUrl({ profileUrl: 'javascript:alert(1)' })).toBeNull();
    expect(socialProfileUrl({ profileUrl: 'https://' })).toBeNull();
  });
});
