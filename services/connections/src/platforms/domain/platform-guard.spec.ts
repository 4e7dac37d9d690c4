import { PlatformUnavailableError, RateLimitedError, PlatformRefusedError } from './platform-client.js';
import { PlatformGuard, PlatformPausedError } from './platform-guard.js';

describe('PlatformGuard', () => {
  let now = 0;
  const guard = () => new PlatformGuard({ failuresToOpen: 3, openMs: 1000, defaultBackoffMs: 5000, now: () => now });
  const fail = (error: Error) => () => Promise.reject(error);
  beforeEach(() => (now = 0));

  it('backs off after a 429 for the Retry-After it was given, then calls again', async () => {
    const g = guard();
    await expect(g.run(fail(new RateLimitedError('429', 2000)))).rejects.toBeInstanceOf(RateLimitedError);
    let called = false;
    await expect(g.run(async () => (called = true))).rejects.toBeInstanceOf(PlatformPausedError);
    expect(called).toBe(false);
    now = 2001;
    await expect(g.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('backs off for the default pause when the 429 said nothing', async () => {
    const g = guard();
    await expect(g.run(fail(new RateLimitedError('429', null)))).rejects.toThrow();
    now = 4999;
    expect(g.state()).toEqual({ kind: 'backing_off', until: 5000 });
  });

  it('opens after N consecutive outages, refuses at once while open, and a failed trial reopens it', async () => {
    const g = guard();
    for (let i = 0; i < 3; i++) await expect(g.run(fail(new PlatformUnavailableError('503')))).rejects.toBeInstanceOf(PlatformUnavailableError);
    expect(g.state().kind).toBe('open');
    await expect(g.run(async () => 'never')).rejects.toMatchObject({ reason: 'breaker_open' });
    now = 1001;
    await expect(g.run(fail(new PlatformUnavailableError('503')))).rejects.toBeInstanceOf(PlatformUnavailableError);
    expect(g.state().kind).toBe('open');
    now = 2002;
    await expect(g.run(async () => 'back')).resolves.toBe('back');
    expect(g.state().kind).toBe('closed');
  });

  it('a refusal (bad code, revoked consent) is not an outage', async () => {
    const g = guard();
    for (let i = 0; i < 5; i++) await expect(g.run(fail(new PlatformRefusedError('400')))).rejects.toBeInstanceOf(PlatformRefusedError);
    expect(g.state().kind).toBe('closed');
  });
});
