import { securityHeaders } from './security.js';

describe('securityHeaders', () => {
  const headers = securityHeaders();

  it("carries the web app's Content-Security-Policy", () => {
    const policy = headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("carries helmet's other protections", () => {
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
      'cross-origin-opener-policy': 'same-origin',
    });
  });
});
