import { ERROR_CATALOGUE, errorMessage, errorStatus, isErrorCode } from './error-codes.js';

describe('error catalogue', () => {
  it('gives every code a French message and an error status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.message.trim().length).toBeGreaterThan(5);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('answers an unavailable service with 503 and the message users read', () => {
    expect(errorStatus('service_unavailable')).toBe(503);
    expect(errorMessage('service_unavailable')).toBe(
      'Service temporairement indisponible, réessayez dans un instant.',
    );
  });

  it('does not take unknown strings for codes', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('nope')).toBe(false);
  });
});
