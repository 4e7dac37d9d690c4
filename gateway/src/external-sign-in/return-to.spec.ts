import { safeReturnTo } from './return-to.js';

describe('where an external sign-in returns (no open redirect)', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnTo('/merchant/dashboard')).toBe('/merchant/dashboard');
    expect(safeReturnTo('/explorer?ville=fes#carte')).toBe('/explorer?ville=fes#carte');
  });

  it('sends anything else home', () => {
    for (const asked of [undefined, '', 'explorer', 'https://evil.ma/', '//evil.ma', '/\\evil.ma', '/%0d%0a'.replace('%0d%0a', '\r\n'), 'javascript:alert(1)', `/${'a'.repeat(600)}`, 42]) {
      expect(safeReturnTo(asked)).toBe('/');
    }
  });
});
