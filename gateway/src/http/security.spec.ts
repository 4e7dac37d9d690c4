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

describe('the map’s tile server in the Content-Security-Policy', () => {
  const directive = (policy: string, name: string) => policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

  it('opens img-src and connect-src for exactly the configured origin', () => {
    const policy = securityHeaders('http://127.0.0.1:4567')['content-security-policy'] ?? '';
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https: http://127.0.0.1:4567");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:4567");
  });

  it('opens nothing more without tiles', () => {
    const policy = securityHeaders()['content-security-policy'] ?? '';
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: https:");
  });
});
