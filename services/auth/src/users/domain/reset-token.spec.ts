import { retryDelayMs } from '@lieux/service-kit';
import { hashResetToken, newResetToken, resetUrl } from './reset-token.js';

describe('reset tokens', () => {
  it('are 256 random bits in base64url, kept only as their SHA-256', () => {
    const { token, tokenHash } = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(hashResetToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newResetToken().token).not.toBe(token);
  });

  it('make the link of the public site', () => {
    expect(resetUrl('https://lieux.ma', 'abc_DEF-123')).toBe('https://lieux.ma/reset-password?token=abc_DEF-123');
  });
});

describe('the mail relay’s back-off', () => {
  it('waits 2 s, 4 s, 8 s… and never more than 5 minutes', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2000, 4000, 8000]);
    expect(retryDelayMs(20)).toBe(300_000);
  });
});
