import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides OAuth codes, states and tokens, keeps the rest', () => {
    expect(redactUrl('/api/connections/tiktok/callback?code=ticode_abc&state=xyz&scopes=user.info.basic')).toBe('/api/connections/tiktok/callback?code=REDACTED&state=REDACTED&scopes=user.info.basic');
    expect(redactUrl('/reset-password?token=secret')).toBe('/reset-password?token=REDACTED');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/api/venues?q=caf%C3%A9&city=F%C3%A8s')).toBe('/api/venues?q=caf%C3%A9&city=F%C3%A8s');
    expect(redactUrl('/api/categories')).toBe('/api/categories');
  });
});
