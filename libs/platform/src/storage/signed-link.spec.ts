import { signLink, verifyLink } from './signed-link.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const params = (link: string) => Object.fromEntries(new URL(link, 'http://x').searchParams);

describe('signed links', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const link = signLink(SECRET, '/api/documents/abc', new Date(now.getTime() + 300_000));

  it('accepts its own link before it expires, for its path only', () => {
    expect(verifyLink(SECRET, '/api/documents/abc', params(link), now)).toBe(true);
    expect(verifyLink(SECRET, '/api/documents/abd', params(link), now)).toBe(false);
  });

  it('refuses it once expired, with another secret, or with a changed expiry or signature', () => {
    expect(verifyLink(SECRET, '/api/documents/abc', params(link), new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyLink(`${SECRET}!`, '/api/documents/abc', params(link), now)).toBe(false);
    const { expires, signature } = params(link);
    expect(verifyLink(SECRET, '/api/documents/abc', { expires: String(Number(expires) + 3600), signature }, now)).toBe(false);
    expect(verifyLink(SECRET, '/api/documents/abc', { expires, signature: signature!.replace(/^./, (c) => (c === '0' ? '1' : '0')) }, now)).toBe(false);
  });

  it('refuses missing or malformed parameters without throwing', () => {
    expect(verifyLink(SECRET, '/api/documents/abc', {}, now)).toBe(false);
    expect(verifyLink(SECRET, '/api/documents/abc', { expires: 'soon', signature: 'zz' }, now)).toBe(false);
    expect(verifyLink(SECRET, '/api/documents/abc', { expires: ['1', '2'], signature: 'ab' }, now)).toBe(false);
  });
});
