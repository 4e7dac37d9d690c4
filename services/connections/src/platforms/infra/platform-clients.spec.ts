import { createHash, randomBytes } from 'node:crypto';
import { IMPLAUSIBLE_ENGAGEMENT_RATIO, SOCIAL_PLATFORMS, engagementBenchmark, type ConnectionProvider } from '@lieux/contracts';
import { engagementRate } from '../../connections/domain/connection.js';
import { ConnectionsEnv } from '../../config/connections.env.js';
import { answerConsent } from '@lieux/testing/e2e';
import { SandboxServer } from '../../sandbox/sandbox-server.js';
import { ConsentRevokedError, PlatformUnavailableError, RateLimitedError, type TokenSet } from '../domain/platform-client.js';
import { PlatformPausedError } from '../domain/platform-guard.js';
import { PlatformClients } from './platform-clients.js';

/**
 * Each platform client against the sandbox (the real paths and field names of PLATFORMS.md): the code
 * exchange, the account, the metrics, the refresh (TikTok's rotation), a withdrawn consent, 429 with
 * back-off and a platform down behind its breaker.
 */
// The sandbox dates its accounts' posts back from this instant, the one the engagement tests read at.
const READ_AT = new Date('2026-11-27T12:00:00Z');
const sandbox = new SandboxServer({ now: () => READ_AT });
let clients: PlatformClients;
let sandboxUrl: string;
const REDIRECT = 'http://127.0.0.1:1/api/connections/x/callback';

beforeAll(async () => {
  const url = await sandbox.listen();
  sandboxUrl = url;
  const env = Object.assign(new ConnectionsEnv(), { CONNECTIONS_SANDBOX_URL: url, PLATFORM_TIMEOUT_MS: 300, PLATFORM_BREAKER_FAILURES: 2, PLATFORM_BREAKER_OPEN_MS: 60_000, PLATFORM_RATE_LIMIT_BACKOFF_MS: 60_000 });
  clients = new PlatformClients(env);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

async function connect(provider: ConnectionProvider, account = `cafe.${provider}.${randomBytes(3).toString('hex')}`) {
  const platform = clients.get(provider)!;
  const state = randomBytes(16).toString('base64url');
  const verifier = platform.client.usesPkce ? randomBytes(32).toString('base64url') : null;
  const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
  const back = await answerConsent(platform.client.authorizeUrl({ state, redirectUri: REDIRECT, codeChallenge: challenge }), { decision: 'approve', account });
  expect(back.searchParams.get('state')).toBe(state);
  return { platform, linked: await platform.client.connect({ code: back.searchParams.get('code')!, redirectUri: REDIRECT, codeVerifier: verifier }), account };
}

describe.each(['instagram', 'tiktok', 'facebook', 'linkedin', 'google'] as const)('%s against the sandbox', (provider) => {
  it('exchanges the code, reads the account and its metrics (deterministic per account, varied between accounts)', async () => {
    const { platform, linked } = await connect(provider, 'riad.salam');
    expect(linked.account.accountName).toBe('Riad Salam');
    expect(linked.tokens.accessToken).toBeTruthy();
    const now = new Date();
    const first = await platform.client.read(linked.tokens, linked.account, now);
    const again = await platform.client.read(linked.tokens, linked.account, now);
    expect(again).toEqual(first);
    const other = await connect(provider, 'dar.zitoun');
    expect(await platform.client.read(other.linked.tokens, other.linked.account, now)).not.toEqual(first);
    if (provider === 'google') {
      expect(first.rating).toBeGreaterThanOrEqual(1);
      expect(first.reviewCount).toEqual(expect.any(Number));
      expect(first.followers).toBeNull();
    } else {
      expect(first.followers).toBeGreaterThan(0);
      expect(first.posts30d).toEqual(expect.any(Number));
      expect(first.interactions30d).toEqual(expect.any(Number));
    }
  });

  it('refuses a code used twice', async () => {
    const platform = clients.get(provider)!;
    const verifier = platform.client.usesPkce ? 'v'.repeat(43) : null;
    const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
    const back = await answerConsent(platform.client.authorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: challenge }), { decision: 'approve' });
    const code = back.searchParams.get('code')!;
    await platform.client.connect({ code, redirectUri: REDIRECT, codeVerifier: verifier });
    await expect(platform.client.connect({ code, redirectUri: REDIRECT, codeVerifier: verifier })).rejects.toThrow();
  });

  it('comes back with access_denied when the person refuses', async () => {
    const platform = clients.get(provider)!;
    const back = await answerConsent(platform.client.authorizeUrl({ state: 'st', redirectUri: REDIRECT, codeChallenge: null }), { decision: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('says the consent is gone when the platform revoked it', async () => {
    const { platform, linked } = await connect(provider);
    sandbox.setMode(provider, { revoked: true });
    await expect(platform.client.read(linked.tokens, linked.account, new Date())).rejects.toBeInstanceOf(ConsentRevokedError);
  });

  it('reads the followers a tester set through /__sandbox/followers (a sudden jump), for that account only', async () => {
    const { platform, linked, account } = await connect(provider);
    const before = await platform.client.read(linked.tokens, linked.account, new Date());
    const jumped = provider === 'google' ? null : (before.followers ?? 0) * 3 + 500;
    const control = await fetch(`${sandboxUrl}/__sandbox/followers`, { method: 'POST', body: new URLSearchParams({ provider, account, followers: String(jumped ?? 0) }) });
    expect(control.status).toBe(200);
    const after = await platform.client.read(linked.tokens, linked.account, new Date());
    expect(after.followers).toBe(jumped);
    expect({ ...after, followers: before.followers }).toEqual(before);
    const refused = await fetch(`${sandboxUrl}/__sandbox/followers`, { method: 'POST', body: new URLSearchParams({ provider, account, followers: '-4' }) });
    expect(refused.status).toBe(400);
  });

  it('backs off after a 429 and calls again once the pause is over', async () => {
    const { linked } = await connect(provider);
    const now = { value: Date.now() };
    const { PlatformGuard } = await import('../domain/platform-guard.js');
    const guard = new PlatformGuard({ failuresToOpen: 3, openMs: 1000, defaultBackoffMs: 5000, now: () => now.value });
    const client = clients.get(provider)!.client;
    sandbox.setMode(provider, { rateLimit: 1 });
    const limited = await guard.run(() => client.read(linked.tokens, linked.account, new Date())).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(RateLimitedError);
    const calls = sandbox.callsTo(provider);
    await expect(guard.run(() => client.read(linked.tokens, linked.account, new Date()))).rejects.toBeInstanceOf(PlatformPausedError);
    expect(sandbox.callsTo(provider)).toBe(calls);
    // Meta's usage header says when to come back (Instagram: a minute); the others fall back to the default pause.
    now.value += ((limited as RateLimitedError).retryAfterMs ?? 5000) + 1;
    await expect(guard.run(() => client.read(linked.tokens, linked.account, new Date()))).resolves.toBeDefined();
  });

  it('opens the breaker when the platform is down, without calling it again', async () => {
    const { linked } = await connect(provider);
    const platform = clients.get(provider)!;
    sandbox.setMode(provider, { down: true });
    await expect(platform.guard.run(() => platform.client.read(linked.tokens, linked.account, new Date()))).rejects.toBeInstanceOf(PlatformUnavailableError);
    await expect(platform.guard.run(() => platform.client.read(linked.tokens, linked.account, new Date()))).rejects.toBeInstanceOf(PlatformUnavailableError);
    const calls = sandbox.callsTo(provider);
    await expect(platform.guard.run(() => platform.client.read(linked.tokens, linked.account, new Date()))).rejects.toMatchObject({ reason: 'breaker_open' });
    expect(sandbox.callsTo(provider)).toBe(calls);
  });
});

describe.each(SOCIAL_PLATFORMS)('%s: an account name chooses its engagement (name.flagged, name.clean)', (provider) => {
  /** The account's engagement over its tier's benchmark, read through the platform's real client (what it counts as an interaction), as the score reads it. */
  async function readRatio(account: string): Promise<{ ratio: number; posts30d: number }> {
    const { platform, linked } = await connect(provider, account);
    const reading = await platform.client.read(linked.tokens, linked.account, READ_AT);
    return { ratio: engagementRate(reading)! / engagementBenchmark(reading.followers!), posts30d: reading.posts30d! };
  }
  const names = ['hafa', 'riad.salam', 'dar.zitoun', 'le.comptoir', 'x', 'cafe.de.france'];

  it('name.flagged is well beyond the implausible ratio, with posts to judge, whatever the name', async () => {
    for (const name of names) {
      const { ratio, posts30d } = await readRatio(`${name}.flagged`);
      expect(posts30d).toBeGreaterThan(0);
      expect(ratio).toBeGreaterThan(IMPLAUSIBLE_ENGAGEMENT_RATIO * 1.5);
    }
  });

  it('name.clean stays within twice the benchmark, far below the implausible ratio', async () => {
    for (const name of names) expect((await readRatio(`${name}.clean`)).ratio).toBeLessThanOrEqual(2);
  });
});

describe('refresh rules', () => {
  it('TikTok rotates the refresh token: the new one works, the spent one is refused', async () => {
    const { platform, linked } = await connect('tiktok');
    const renewed = (await platform.client.refresh(linked.tokens, new Date())) as TokenSet;
    expect(renewed.refreshToken).not.toBe(linked.tokens.refreshToken);
    expect(renewed.accessToken).not.toBe(linked.tokens.accessToken);
    await expect(platform.client.refresh(linked.tokens, new Date())).rejects.toBeInstanceOf(ConsentRevokedError);
    await expect(platform.client.refresh(renewed, new Date())).resolves.toMatchObject({ refreshToken: expect.any(String) });
  });

  it('Google refreshes an expired access token with its refresh token; a revoked consent answers invalid_grant', async () => {
    const { platform, linked } = await connect('google');
    sandbox.expireAccessTokens('google');
    await expect(platform.client.read(linked.tokens, linked.account, new Date())).rejects.toBeInstanceOf(ConsentRevokedError);
    expect(platform.client.refreshDue({ accessExpiresAt: new Date(Date.now() + 60_000), refreshExpiresAt: null, hasRefreshToken: true }, new Date())).toBe(true);
    const renewed = (await platform.client.refresh(linked.tokens, new Date())) as TokenSet;
    await expect(platform.client.read(renewed, linked.account, new Date())).resolves.toMatchObject({ rating: expect.any(Number) });
    await platform.client.revoke(renewed);
    await expect(platform.client.refresh(renewed, new Date())).rejects.toBeInstanceOf(ConsentRevokedError);
  });

  it('Instagram renews its 60-day token in the last week; LinkedIn cannot refresh (the merchant reconnects)', async () => {
    const ig = await connect('instagram');
    const now = new Date();
    expect(ig.platform.client.refreshDue({ accessExpiresAt: new Date(now.getTime() + 30 * 86_400_000), refreshExpiresAt: null, hasRefreshToken: false }, now)).toBe(false);
    expect(ig.platform.client.refreshDue({ accessExpiresAt: new Date(now.getTime() + 3 * 86_400_000), refreshExpiresAt: null, hasRefreshToken: false }, now)).toBe(true);
    const renewed = (await ig.platform.client.refresh(ig.linked.tokens, now)) as TokenSet;
    expect(renewed.accessToken).not.toBe(ig.linked.tokens.accessToken);
    const li = await connect('linkedin');
    expect(li.linked.tokens.refreshToken).toBeNull();
    await expect(li.platform.client.refresh(li.linked.tokens, now)).resolves.toBeNull();
  });

  it('Facebook revokes the consent with DELETE /me/permissions: the Page token stops working', async () => {
    const { platform, linked } = await connect('facebook');
    await platform.client.revoke(linked.tokens);
    await expect(platform.client.read(linked.tokens, linked.account, new Date())).rejects.toBeInstanceOf(ConsentRevokedError);
  });

  it('a platform too slow for the timeout is unavailable, not hung', async () => {
    const { platform, linked } = await connect('instagram');
    sandbox.setMode('instagram', { slowMs: 600 });
    await expect(platform.client.read(linked.tokens, linked.account, new Date())).rejects.toThrow(/no answer within 300 ms/);
  });
});
