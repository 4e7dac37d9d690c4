import { isForeignOrigin, parseAllowedOrigins } from './origin-check.js';

const none = new Set<string>();
const post = (headers: { origin?: string; referer?: string }) => ({ method: 'POST', host: 'localhost:3000', origin: headers.origin, referer: headers.referer });

describe('refusing state-changing requests from other sites', () => {
  it('accepts the site’s own pages, by Origin or, without one, by Referer', () => {
    expect(isForeignOrigin(post({ origin: 'http://localhost:3000' }), none)).toBe(false);
    expect(isForeignOrigin(post({ referer: 'http://localhost:3000/signup' }), none)).toBe(false);
  });

  it('refuses another site, a look-alike host, and Origin: null', () => {
    expect(isForeignOrigin(post({ origin: 'https://evil.example' }), none)).toBe(true);
    expect(isForeignOrigin(post({ origin: 'http://localhost:3001' }), none)).toBe(true);
    expect(isForeignOrigin(post({ referer: 'https://localhost:3000.evil.example/x' }), none)).toBe(true);
    expect(isForeignOrigin(post({ origin: 'null' }), none)).toBe(true);
  });

  it('judges by Origin when both are sent', () => {
    expect(isForeignOrigin(post({ origin: 'https://evil.example', referer: 'http://localhost:3000/' }), none)).toBe(true);
  });

  it('lets reads through from anywhere, and requests without Origin or Referer (curl, servers)', () => {
    expect(isForeignOrigin({ method: 'GET', host: 'localhost:3000', origin: 'https://evil.example', referer: undefined }, none)).toBe(false);
    expect(isForeignOrigin(post({}), none)).toBe(false);
  });

  it('accepts the origins ALLOWED_ORIGINS names, whatever the trailing slash', () => {
    const allowed = parseAllowedOrigins(' https://lieux.ma/ , https://www.lieux.ma');
    expect(isForeignOrigin(post({ origin: 'https://lieux.ma' }), allowed)).toBe(false);
    expect(isForeignOrigin(post({ origin: 'https://www.lieux.ma' }), allowed)).toBe(false);
    expect(isForeignOrigin(post({ origin: 'https://api.lieux.ma' }), allowed)).toBe(true);
    expect(parseAllowedOrigins('')).toEqual(new Set());
  });
});
