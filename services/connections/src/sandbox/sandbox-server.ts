import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConnectionProvider } from '@lieux/contracts';
import { sandboxAccount, type SandboxAccount } from './sandbox-accounts.js';
import { consentPage } from './sandbox-consent-page.js';

/**
 * The project's own stand-in for the five platforms (docs/connections.md, "Sandbox"): one HTTP server
 * where each platform lives under its real host name as the first path segment
 * (`/graph.instagram.com/me`, `/open.tiktokapis.com/v2/oauth/token/`), with the real paths, parameters
 * and field names of PLATFORMS.md, so pointing a provider at the real platform is configuration only.
 * Consent page with Approve / Deny; codes, tokens and refresh tokens issued and checked like the real
 * ones (client secret, redirect_uri, PKCE S256, expiry, TikTok's rotation); and, under `/__sandbox`,
 * switches a test flips: rate limits, platform down, consent revoked, tokens expired.
 */

export const SANDBOX_CLIENTS: Record<ConnectionProvider, { clientId: string; clientSecret: string }> = {
  instagram: { clientId: 'sandbox-instagram', clientSecret: 'sandbox-secret-instagram' },
  tiktok: { clientId: 'sandbox-tiktok', clientSecret: 'sandbox-secret-tiktok' },
  facebook: { clientId: 'sandbox-facebook', clientSecret: 'sandbox-secret-facebook' },
  linkedin: { clientId: 'sandbox-linkedin', clientSecret: 'sandbox-secret-linkedin' },
  google: { clientId: 'sandbox-google', clientSecret: 'sandbox-secret-google' },
};

/** What a test switches per platform. */
export interface SandboxMode {
  /** The next N API reads answer 429 with the platform's usage headers (-1: all of them). */
  rateLimit?: number;
  /** Every call answers 503. */
  down?: boolean;
  /** Every token of the platform is refused, and refreshing answers invalid_grant (consent withdrawn). */
  revoked?: boolean;
  /** Each answer waits this long (a platform too slow for the provider's timeout). */
  slowMs?: number;
}

/** One revocation at a platform's revoke endpoint: whose account, when. */
export interface SandboxRevocation {
  provider: ConnectionProvider;
  account: string;
  at: string;
}

interface Grant {
  provider: ConnectionProvider;
  username: string;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
}

interface IssuedToken {
  provider: ConnectionProvider;
  username: string;
  kind: 'access' | 'refresh' | 'page';
  expiresAt: number;
  valid: boolean;
  issuedAt: number;
}

const HOSTS: Record<string, ConnectionProvider> = {
  'www.instagram.com': 'instagram',
  'api.instagram.com': 'instagram',
  'graph.instagram.com': 'instagram',
  'www.facebook.com': 'facebook',
  'graph.facebook.com': 'facebook',
  'www.tiktok.com': 'tiktok',
  'open.tiktokapis.com': 'tiktok',
  'www.linkedin.com': 'linkedin',
  'api.linkedin.com': 'linkedin',
  'accounts.google.com': 'google',
  'oauth2.googleapis.com': 'google',
  'mybusinessaccountmanagement.googleapis.com': 'google',
  'mybusinessbusinessinformation.googleapis.com': 'google',
  'mybusiness.googleapis.com': 'google',
};

class HttpAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export class SandboxServer {
  private server: Server | undefined;
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly modes = new Map<ConnectionProvider, SandboxMode>();
  /** Followers set by `/__sandbox/followers` (`provider:account`): a sudden jump, to try the score's growth rule. */
  private readonly followers = new Map<string, number>();
  /**
   * The business details an account's profile shows (the consent page's optional fields): Instagram's
   * profile website, Google Business's website and phone — what a claim matches a listing with.
   */
  private readonly profiles = new Map<string, { website: string | null; phone: string | null }>();
  private readonly calls: Array<{ provider: ConnectionProvider; path: string; at: number }> = [];
  private readonly revoked: SandboxRevocation[] = [];
  private readonly inFlight = new Map<ConnectionProvider, number>();
  private readonly peaks = new Map<ConnectionProvider, number>();
  url = '';

  /** `now`: the moment an account's posts are dated back from (a test gives the instant it reads at). */
  constructor(private readonly options: { now?: () => Date } = {}) {}

  async listen(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer((request, response) => void this.handle(request, response));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(port, host, resolve));
    this.url = `http://${host}:${(server.address() as AddressInfo).port}`;
    return this.url;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  setMode(provider: ConnectionProvider, mode: SandboxMode): void {
    this.modes.set(provider, { ...this.modes.get(provider), ...mode });
  }

  reset(): void {
    this.modes.clear();
    this.followers.clear();
    this.calls.length = 0;
    this.revoked.length = 0;
    this.inFlight.clear();
    this.peaks.clear();
  }

  /** Every code, token and refresh token ever issued: what must never appear in logs, events or answers. */
  secrets(): string[] {
    return [...this.grants.keys(), ...this.tokens.keys()];
  }

  /** Makes the platform's access tokens expired (the next read must refresh). */
  expireAccessTokens(provider: ConnectionProvider): void {
    for (const token of this.tokens.values()) if (token.provider === provider && token.kind === 'access') token.expiresAt = Date.now() - 1;
  }

  /** Every revocation the platforms' revoke endpoints accepted (since the last reset): what a deletion's test observes. */
  revocations(provider?: ConnectionProvider): SandboxRevocation[] {
    return this.revoked.filter((revocation) => provider === undefined || revocation.provider === provider);
  }

  /** API calls seen (not the consent page), for tests of back-off and circuit breaking. */
  callsTo(provider: ConnectionProvider): number {
    return this.calls.filter((call) => call.provider === provider).length;
  }

  /** The most API calls to the platform the sandbox was answering at once (since the last reset). */
  peakInFlight(provider: ConnectionProvider): number {
    return this.peaks.get(provider) ?? 0;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: HttpAnswer | string;
    try {
      answer = await this.route(request);
    } catch (error) {
      answer = error instanceof HttpAnswer ? error : new HttpAnswer(500, { error: 'server_error', error_description: String(error) });
    }
    if (typeof answer === 'string') {
      if (answer.startsWith('redirect:')) {
        response.writeHead(302, { location: answer.slice('redirect:'.length) }).end();
      } else {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(answer);
      }
      return;
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
  }

  private async route(request: IncomingMessage): Promise<HttpAnswer | string> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const [, host = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const body = await readForm(request);
    if (host === '__sandbox') return this.control(path, request.method ?? 'GET', new URLSearchParams([...url.searchParams, ...body]));
    const provider = HOSTS[host];
    if (!provider) return new HttpAnswer(404, { error: 'unknown_host' });
    const mode = this.modes.get(provider) ?? {};
    const isConsentPage = (host.startsWith('www.') && !path.includes('accessToken') && !path.includes('/revoke')) || host === 'accounts.google.com';
    if (isConsentPage) return this.consent(provider, url, request.method ?? 'GET', body);
    this.calls.push({ provider, path, at: Date.now() });
    const inFlight = (this.inFlight.get(provider) ?? 0) + 1;
    this.inFlight.set(provider, inFlight);
    this.peaks.set(provider, Math.max(this.peaks.get(provider) ?? 0, inFlight));
    try {
      return await this.api(provider, host, path, url, body, request, mode);
    } finally {
      this.inFlight.set(provider, (this.inFlight.get(provider) ?? 1) - 1);
    }
  }

  private async api(provider: ConnectionProvider, host: string, path: string, url: URL, body: URLSearchParams, request: IncomingMessage, mode: SandboxMode): Promise<HttpAnswer | string> {
    if (mode.slowMs) await new Promise((resolve) => setTimeout(resolve, mode.slowMs));
    if (mode.down) return new HttpAnswer(503, { error: { message: 'Service temporarily unavailable' } });
    const params = new URLSearchParams([...url.searchParams, ...body]);
    switch (provider) {
      case 'instagram':
        return this.instagram(host, path, params, request, mode);
      case 'facebook':
        return this.facebook(path, params, request, mode);
      case 'tiktok':
        return this.tiktok(path, params, request, mode);
      case 'linkedin':
        return this.linkedin(host, path, params, request, mode);
      case 'google':
        return this.google(host, path, params, request, mode);
    }
  }

  /** The account of a name, with its followers as `/__sandbox/followers` set them. */
  private account(provider: ConnectionProvider, username: string): SandboxAccount {
    const account = sandboxAccount(provider, username, this.options.now?.() ?? new Date());
    const followers = this.followers.get(`${provider}:${username}`);
    return followers === undefined ? account : { ...account, followers };
  }

  private control(path: string, method: string, params: URLSearchParams): HttpAnswer {
    const body = params;
    const provider = body.get('provider') as ConnectionProvider | null;
    if (method === 'POST' && path === '/reset') return (this.reset(), new HttpAnswer(200, { ok: true }));
    if (method === 'POST' && path === '/mode' && provider) {
      const mode: SandboxMode = {};
      if (body.has('rateLimit')) mode.rateLimit = Number(body.get('rateLimit'));
      if (body.has('down')) mode.down = body.get('down') === 'true';
      if (body.has('revoked')) mode.revoked = body.get('revoked') === 'true';
      if (body.has('slowMs')) mode.slowMs = Number(body.get('slowMs'));
      this.setMode(provider, mode);
      return new HttpAnswer(200, this.modes.get(provider));
    }
    if (method === 'POST' && path === '/followers' && provider && body.get('account')) {
      const followers = Number(body.get('followers'));
      if (!Number.isSafeInteger(followers) || followers < 0) return new HttpAnswer(400, { error: 'followers must be a whole number ≥ 0' });
      this.followers.set(`${provider}:${body.get('account')}`, followers);
      return new HttpAnswer(200, { provider, account: body.get('account'), followers });
    }
    if (method === 'GET' && path === '/secrets') return new HttpAnswer(200, { secrets: this.secrets() });
    if (method === 'GET' && path === '/revocations') return new HttpAnswer(200, { revocations: this.revocations(provider ?? undefined) });
    if (method === 'GET' && path === '/calls' && provider) return new HttpAnswer(200, { calls: this.callsTo(provider) });
    if (method === 'POST' && path === '/expire' && provider) return (this.expireAccessTokens(provider), new HttpAnswer(200, { ok: true }));
    return new HttpAnswer(404, { error: 'unknown_control' });
  }

  // ── Consent (every platform's authorize page) ──

  private consent(provider: ConnectionProvider, url: URL, method: string, body: URLSearchParams): string {
    const params = method === 'POST' ? body : url.searchParams;
    const clientId = params.get('client_id') ?? params.get('client_key');
    const redirectUri = params.get('redirect_uri');
    const state = params.get('state') ?? '';
    if (clientId !== SANDBOX_CLIENTS[provider].clientId || !redirectUri) throw new HttpAnswer(400, { error: 'invalid_request', error_description: 'unknown client_id or no redirect_uri' });
    if (method === 'GET') return consentPage(provider, url.pathname, params);
    const back = new URL(redirectUri);
    if (params.get('decision') !== 'approve') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request');
    } else {
      const code = `${provider.slice(0, 2)}code_${randomBytes(18).toString('base64url')}`;
      const username = (params.get('account') ?? '').trim().toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'lieux.demo';
      this.grants.set(code, { provider, username, redirectUri, codeChallenge: params.get('code_challenge'), expiresAt: Date.now() + 10 * 60_000 });
      const detail = (name: string): string | null => (params.get(name) ?? '').trim().slice(0, 200) || null;
      if (detail('website') || detail('phone')) this.profiles.set(`${provider}:${username}`, { website: detail('website'), phone: detail('phone') });
      back.searchParams.set('code', code);
    }
    if (state) back.searchParams.set('state', state);
    return `redirect:${back.href}`;
  }

  /** The code's grant, once: checked like the platforms check it (client, secret, redirect_uri, PKCE). */
  private redeem(provider: ConnectionProvider, params: URLSearchParams): Grant {
    const client = SANDBOX_CLIENTS[provider];
    if ((params.get('client_id') ?? params.get('client_key')) !== client.clientId || params.get('client_secret') !== client.clientSecret) {
      throw new HttpAnswer(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    const code = params.get('code') ?? '';
    const grant = this.grants.get(code);
    this.grants.set(code, { ...(grant as Grant), expiresAt: 0 });
    if (!grant || grant.provider !== provider || grant.expiresAt < Date.now()) throw new HttpAnswer(400, { error: 'invalid_grant', error_description: 'Code invalid, expired or already used' });
    if (params.get('redirect_uri') !== grant.redirectUri) throw new HttpAnswer(400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
    if (grant.codeChallenge !== null) {
      const verifier = params.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) throw new HttpAnswer(400, { error: 'invalid_grant', error_description: 'code_verifier mismatch' });
    }
    return grant;
  }

  private issue(provider: ConnectionProvider, username: string, kind: IssuedToken['kind'], lifetimeSeconds: number): string {
    const prefix = { instagram: 'IGAA', facebook: 'EAAB', tiktok: 'act.', linkedin: 'AQV', google: 'ya29.' }[provider];
    const token = `${kind === 'refresh' ? 'rft.' : prefix}${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, { provider, username, kind, expiresAt: Date.now() + lifetimeSeconds * 1000, valid: true, issuedAt: Date.now() });
    return token;
  }

  /** The account a token opens, or the platform's "invalid token" answer. */
  private holder(provider: ConnectionProvider, token: string | null | undefined, mode: SandboxMode, invalid: HttpAnswer): { account: SandboxAccount; token: IssuedToken } {
    const issued = token ? this.tokens.get(token) : undefined;
    if (!issued || issued.provider !== provider || !issued.valid || issued.expiresAt < Date.now() || mode.revoked) throw invalid;
    return { account: this.account(provider, issued.username), token: issued };
  }

  private limited(provider: ConnectionProvider, mode: SandboxMode, answer: HttpAnswer): void {
    if (!mode.rateLimit) return;
    if (mode.rateLimit > 0) this.setMode(provider, { rateLimit: mode.rateLimit - 1 });
    throw answer;
  }

  private refreshWith(provider: ConnectionProvider, token: string | null, mode: SandboxMode): IssuedToken {
    const issued = token ? this.tokens.get(token) : undefined;
    if (!issued || issued.provider !== provider || issued.kind !== 'refresh' || !issued.valid || issued.expiresAt < Date.now() || mode.revoked) {
      throw new HttpAnswer(400, { error: 'invalid_grant', error_description: 'Refresh token invalid, expired or revoked' });
    }
    return issued;
  }

  private revokeAll(provider: ConnectionProvider, username: string): void {
    this.revoked.push({ provider, account: username, at: (this.options.now?.() ?? new Date()).toISOString() });
    for (const token of this.tokens.values()) if (token.provider === provider && token.username === username) token.valid = false;
  }

  // ── Instagram API with Instagram Login ──

  private instagram(host: string, path: string, params: URLSearchParams, request: IncomingMessage, mode: SandboxMode): HttpAnswer {
    const invalid = new HttpAnswer(400, { error: { message: 'Error validating access token: the session has been invalidated.', type: 'OAuthException', code: 190 } });
    if (host === 'api.instagram.com' && path === '/oauth/access_token') {
      const grant = this.redeem('instagram', params);
      const account = this.account('instagram', grant.username);
      return new HttpAnswer(200, { access_token: this.issue('instagram', grant.username, 'access', 3600), user_id: Number(account.id), permissions: 'instagram_business_basic,instagram_business_manage_insights' });
    }
    const bearer = params.get('access_token') ?? bearerOf(request);
    if (path === '/access_token' && params.get('grant_type') === 'ig_exchange_token') {
      if (params.get('client_secret') !== SANDBOX_CLIENTS.instagram.clientSecret) throw new HttpAnswer(400, { error: { message: 'Invalid client_secret', type: 'OAuthException', code: 101 } });
      const { account } = this.holder('instagram', bearer, mode, invalid);
      return new HttpAnswer(200, { access_token: this.issue('instagram', account.username, 'access', 60 * 86_400), token_type: 'bearer', expires_in: 60 * 86_400 });
    }
    if (path === '/refresh_access_token' && params.get('grant_type') === 'ig_refresh_token') {
      // The real rule (a token is refreshable once 24 h old) is the provider's to respect; the sandbox accepts any valid token.
      const { account } = this.holder('instagram', bearer, mode, invalid);
      return new HttpAnswer(200, { access_token: this.issue('instagram', account.username, 'access', 60 * 86_400), token_type: 'bearer', expires_in: 60 * 86_400 });
    }
    const usage = (percent: number) => ({ 'x-business-use-case-usage': JSON.stringify({ sandbox: [{ type: 'instagram', call_count: percent, total_cputime: 10, total_time: 10, estimated_time_to_regain_access: percent >= 100 ? 1 : 0 }] }) });
    this.limited('instagram', mode, new HttpAnswer(429, { error: { message: 'Application request limit reached', type: 'OAuthException', code: 4 } }, usage(100)));
    const { account } = this.holder('instagram', bearer, mode, invalid);
    if (path === '/me') {
      const website = this.profiles.get(`instagram:${account.username}`)?.website;
      return new HttpAnswer(200, { id: account.id, user_id: account.id, username: account.username, name: account.displayName, followers_count: account.followers, follows_count: 180, media_count: account.posts.length + 40, ...(website ? { website } : {}) }, usage(12));
    }
    if (path === `/${account.id}/media`) {
      return new HttpAnswer(200, paged(account.posts.map((post) => ({ id: post.id, timestamp: post.publishedAt.toISOString().replace('Z', '+0000'), permalink: `https://www.instagram.com/p/${post.id}/`, like_count: post.likes, comments_count: post.comments })), params, 25), usage(12));
    }
    return new HttpAnswer(400, { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } });
  }

  // ── Facebook Pages (Graph API) ──

  private facebook(path: string, params: URLSearchParams, request: IncomingMessage, mode: SandboxMode): HttpAnswer {
    const invalid = new HttpAnswer(400, { error: { message: 'Error validating access token: The user has not authorized application.', type: 'OAuthException', code: 190, error_subcode: 458 } });
    const rest = /^\/v\d+\.\d+(\/.*)$/.exec(path)?.[1];
    if (!rest) return new HttpAnswer(400, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
    if (rest === '/oauth/access_token') {
      if (params.get('grant_type') === 'fb_exchange_token') {
        if (params.get('client_id') !== SANDBOX_CLIENTS.facebook.clientId || params.get('client_secret') !== SANDBOX_CLIENTS.facebook.clientSecret) throw new HttpAnswer(400, { error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1 } });
        const { account } = this.holder('facebook', params.get('fb_exchange_token'), mode, invalid);
        return new HttpAnswer(200, { access_token: this.issue('facebook', account.username, 'access', 60 * 86_400), token_type: 'bearer', expires_in: 60 * 86_400 });
      }
      const grant = this.redeem('facebook', params);
      return new HttpAnswer(200, { access_token: this.issue('facebook', grant.username, 'access', 2 * 3600), token_type: 'bearer', expires_in: 2 * 3600 });
    }
    const bearer = params.get('access_token') ?? bearerOf(request);
    const usage = (percent: number) => ({ 'x-app-usage': JSON.stringify({ call_count: percent, total_cputime: 5, total_time: 5 }) });
    this.limited('facebook', mode, new HttpAnswer(429, { error: { message: '(#4) Application request limit reached', type: 'OAuthException', code: 4 } }, usage(100)));
    const { account, token } = this.holder('facebook', bearer, mode, invalid);
    if (rest === '/me/permissions' && request.method === 'DELETE') {
      this.revokeAll('facebook', account.username);
      return new HttpAnswer(200, { success: true });
    }
    if (rest === '/me/accounts') {
      // A Page token from a long-lived user token does not expire.
      const pageToken = this.issue('facebook', account.username, 'page', 10 * 365 * 86_400);
      return new HttpAnswer(200, { data: [{ id: account.id, name: account.displayName, category: 'Restaurant', access_token: pageToken, tasks: ['ANALYZE', 'ADVERTISE', 'CREATE_CONTENT', 'MANAGE'] }], paging: { cursors: { before: 'MA', after: 'MA' } } }, usage(5));
    }
    if (rest === `/${account.id}`) {
      if (token.kind !== 'page') throw invalid;
      return new HttpAnswer(200, { id: account.id, name: account.displayName, link: `https://www.facebook.com/${account.username}`, followers_count: account.followers, fan_count: Math.round(account.followers * 0.94), overall_star_rating: account.rating, rating_count: account.reviewCount }, usage(5));
    }
    if (rest === `/${account.id}/posts`) {
      if (token.kind !== 'page') throw invalid;
      const since = Number(params.get('since') ?? 0) * 1000;
      const posts = account.posts.filter((post) => post.publishedAt.getTime() >= since);
      return new HttpAnswer(200, paged(posts.map((post) => ({ id: `${account.id}_${post.id}`, created_time: post.publishedAt.toISOString().replace('Z', '+0000'), reactions: { data: [], summary: { total_count: post.likes } }, comments: { data: [], summary: { total_count: post.comments } }, shares: { count: post.shares } })), params, 25), usage(5));
    }
    return new HttpAnswer(400, { error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 } });
  }

  // ── TikTok Login Kit + Display API ──

  private tiktok(path: string, params: URLSearchParams, request: IncomingMessage, mode: SandboxMode): HttpAnswer {
    const logId = randomBytes(8).toString('hex');
    if (path === '/v2/oauth/token/') {
      if (params.get('client_key') !== SANDBOX_CLIENTS.tiktok.clientId || params.get('client_secret') !== SANDBOX_CLIENTS.tiktok.clientSecret) {
        throw new HttpAnswer(401, { error: 'invalid_client', error_description: 'Client key or secret is incorrect.', log_id: logId });
      }
      let username: string;
      if (params.get('grant_type') === 'refresh_token') {
        const previous = this.refreshWith('tiktok', params.get('refresh_token'), mode);
        // Rotation: the refresh token used is spent, a new one comes with the new access token.
        previous.valid = false;
        username = previous.username;
      } else {
        username = this.redeem('tiktok', params).username;
      }
      const account = this.account('tiktok', username);
      return new HttpAnswer(200, {
        access_token: this.issue('tiktok', username, 'access', 86_400),
        expires_in: 86_400,
        open_id: account.id,
        refresh_expires_in: 31_536_000,
        refresh_token: this.issue('tiktok', username, 'refresh', 31_536_000),
        scope: 'user.info.basic,user.info.profile,user.info.stats,video.list',
        token_type: 'Bearer',
      });
    }
    if (path === '/v2/oauth/revoke/') {
      const issued = this.tokens.get(params.get('token') ?? '');
      if (issued) this.revokeAll('tiktok', issued.username);
      return new HttpAnswer(200, {});
    }
    const invalid = new HttpAnswer(401, { error: { code: 'access_token_invalid', message: 'The access token is invalid or not found in the request.', log_id: logId } });
    this.limited('tiktok', mode, new HttpAnswer(429, { error: { code: 'rate_limit_exceeded', message: 'The API rate limit was exceeded.', log_id: logId } }));
    const { account } = this.holder('tiktok', bearerOf(request), mode, invalid);
    const ok = { code: 'ok', message: '', log_id: logId };
    if (path === '/v2/user/info/') {
      const likes = account.posts.reduce((sum, post) => sum + post.likes, 0);
      return new HttpAnswer(200, { data: { user: { open_id: account.id, display_name: account.displayName, username: account.username, profile_deep_link: `https://www.tiktok.com/@${account.username}`, follower_count: account.followers, following_count: 95, likes_count: likes * 4, video_count: account.posts.length + 25 } }, error: ok });
    }
    if (path === '/v2/video/list/' && request.method === 'POST') {
      const raw = params.get('__json');
      const json = raw ? (JSON.parse(raw) as { cursor?: number; max_count?: number }) : {};
      const max = Math.min(20, json.max_count ?? 20);
      const cursor = json.cursor ?? Date.now();
      const older = account.posts.filter((post) => post.publishedAt.getTime() < cursor);
      const page = older.slice(0, max);
      return new HttpAnswer(200, {
        data: {
          videos: page.map((post) => ({ id: post.id, create_time: Math.floor(post.publishedAt.getTime() / 1000), like_count: post.likes, comment_count: post.comments, share_count: post.shares, view_count: post.views })),
          cursor: page.at(-1)?.publishedAt.getTime() ?? cursor,
          has_more: older.length > max,
        },
        error: ok,
      });
    }
    return new HttpAnswer(404, { error: { code: 'invalid_params', message: 'Unknown endpoint', log_id: logId } });
  }

  // ── LinkedIn Community Management API ──

  private linkedin(host: string, path: string, params: URLSearchParams, request: IncomingMessage, mode: SandboxMode): HttpAnswer {
    if (host === 'www.linkedin.com' && path === '/oauth/v2/accessToken') {
      const grant = this.redeem('linkedin', params);
      // No refresh token: this app is not an approved partner (PLATFORMS.md), so the merchant reconnects.
      return new HttpAnswer(200, { access_token: this.issue('linkedin', grant.username, 'access', 60 * 86_400), expires_in: 60 * 86_400, scope: 'r_organization_social,rw_organization_admin' });
    }
    if (host === 'www.linkedin.com' && path === '/oauth/v2/revoke') {
      const issued = this.tokens.get(params.get('token') ?? '');
      if (issued) this.revokeAll('linkedin', issued.username);
      return new HttpAnswer(200, {});
    }
    if (!/^\d{6}$/.test(String(request.headers['linkedin-version'] ?? '')) || request.headers['x-restli-protocol-version'] !== '2.0.0') {
      return new HttpAnswer(400, { status: 400, code: 'VERSION_MISSING', message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.' });
    }
    this.limited('linkedin', mode, new HttpAnswer(429, { status: 429, code: 'TOO_MANY_REQUESTS', message: 'Resource level throttle limit for calls to this resource is reached.' }));
    const { account } = this.holder('linkedin', bearerOf(request), mode, new HttpAnswer(401, { status: 401, code: 'REVOKED_ACCESS_TOKEN', serviceErrorCode: 65601, message: 'The token used in the request has been revoked by the user' }));
    const urn = `urn:li:organization:${account.id}`;
    if (path === '/rest/organizationAcls' && params.get('q') === 'roleAssignee') {
      return new HttpAnswer(200, { elements: [{ organization: urn, role: 'ADMINISTRATOR', state: 'APPROVED', roleAssignee: 'urn:li:person:sandbox' }], paging: { count: 10, start: 0, total: 1 } });
    }
    if (path === `/rest/organizations/${account.id}`) {
      return new HttpAnswer(200, { id: Number(account.id), localizedName: account.displayName, vanityName: account.username });
    }
    if (path === `/rest/networkSizes/${urn}` && params.get('edgeType') === 'COMPANY_FOLLOWED_BY_MEMBER') {
      return new HttpAnswer(200, { firstDegreeSize: account.followers });
    }
    if (path === '/rest/organizationalEntityShareStatistics' && params.get('organizationalEntity') === urn) {
      const range = /start:(\d+),end:(\d+)/.exec(params.get('timeIntervals') ?? '');
      const [start, end] = range ? [Number(range[1]), Number(range[2])] : [0, Date.now()];
      const inRange = account.posts.filter((post) => post.publishedAt.getTime() >= start && post.publishedAt.getTime() < end);
      const sum = (pick: (post: (typeof inRange)[number]) => number) => inRange.reduce((total, post) => total + pick(post), 0);
      return new HttpAnswer(200, {
        elements: [{ organizationalEntity: urn, timeRange: { start, end }, totalShareStatistics: { likeCount: sum((p) => p.likes), commentCount: sum((p) => p.comments), shareCount: sum((p) => p.shares), clickCount: sum((p) => Math.round(p.views / 20)), impressionCount: sum((p) => p.views), engagement: 0.04 } }],
      });
    }
    if (path === '/rest/posts' && params.get('q') === 'author' && params.get('author') === urn) {
      return new HttpAnswer(200, { elements: account.posts.map((post) => ({ id: `urn:li:share:${post.id.replace('_', '')}`, author: urn, createdAt: post.publishedAt.getTime(), publishedAt: post.publishedAt.getTime(), lifecycleState: 'PUBLISHED' })), paging: { count: 50, start: 0 } });
    }
    return new HttpAnswer(404, { status: 404, message: 'Not found' });
  }

  // ── Google OAuth + Business Profile APIs ──

  private google(host: string, path: string, params: URLSearchParams, request: IncomingMessage, mode: SandboxMode): HttpAnswer {
    if (host === 'oauth2.googleapis.com' && path === '/token') {
      if (params.get('grant_type') === 'refresh_token') {
        if (params.get('client_id') !== SANDBOX_CLIENTS.google.clientId || params.get('client_secret') !== SANDBOX_CLIENTS.google.clientSecret) throw new HttpAnswer(401, { error: 'invalid_client' });
        const refresh = this.refreshWith('google', params.get('refresh_token'), mode);
        return new HttpAnswer(200, { access_token: this.issue('google', refresh.username, 'access', 3599), expires_in: 3599, scope: 'https://www.googleapis.com/auth/business.manage', token_type: 'Bearer' });
      }
      const grant = this.redeem('google', params);
      return new HttpAnswer(200, {
        access_token: this.issue('google', grant.username, 'access', 3599),
        expires_in: 3599,
        refresh_token: this.issue('google', grant.username, 'refresh', 10 * 365 * 86_400),
        scope: 'https://www.googleapis.com/auth/business.manage',
        token_type: 'Bearer',
      });
    }
    if (host === 'oauth2.googleapis.com' && path === '/revoke') {
      const issued = this.tokens.get(params.get('token') ?? '');
      if (!issued) return new HttpAnswer(400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
      this.revokeAll('google', issued.username);
      return new HttpAnswer(200, {});
    }
    this.limited('google', mode, new HttpAnswer(429, { error: { code: 429, message: 'Quota exceeded for quota metric', status: 'RESOURCE_EXHAUSTED' } }));
    const { account } = this.holder('google', bearerOf(request), mode, new HttpAnswer(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } }));
    const accountId = `1${account.id}`;
    if (host === 'mybusinessaccountmanagement.googleapis.com' && path === '/v1/accounts') {
      return new HttpAnswer(200, { accounts: [{ name: `accounts/${accountId}`, accountName: account.displayName, type: 'LOCATION_GROUP' }] });
    }
    if (host === 'mybusinessbusinessinformation.googleapis.com' && path === `/v1/accounts/${accountId}/locations`) {
      const profile = this.profiles.get(`google:${account.username}`);
      return new HttpAnswer(200, {
        locations: [
          {
            name: `locations/${account.id}`,
            title: account.displayName,
            metadata: { mapsUri: `https://maps.google.com/maps?cid=${account.id}`, placeId: `ChIJ${account.username}` },
            ...(profile?.website ? { websiteUri: profile.website } : {}),
            ...(profile?.phone ? { phoneNumbers: { primaryPhone: profile.phone } } : {}),
          },
        ],
      });
    }
    if (host === 'mybusiness.googleapis.com' && path === `/v4/accounts/${accountId}/locations/${account.id}/reviews`) {
      return new HttpAnswer(200, { reviews: [], averageRating: account.rating, totalReviewCount: account.reviewCount });
    }
    return new HttpAnswer(404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
  }
}

function bearerOf(request: IncomingMessage): string | null {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** Graph API paging: `limit` and an `after` cursor (the index), `paging.next` while more remain. */
function paged<T>(items: T[], params: URLSearchParams, pageSize: number): { data: T[]; paging?: { cursors: { after: string }; next?: string } } {
  const limit = Math.min(Number(params.get('limit') ?? pageSize), 100);
  const start = Number(params.get('after') ?? 0);
  const data = items.slice(start, start + limit);
  const after = String(start + data.length);
  return start + limit < items.length ? { data, paging: { cursors: { after }, next: `?after=${after}&limit=${limit}` } } : { data, paging: { cursors: { after } } };
}

/** A form body (token endpoints), or a JSON body kept whole in `__json` (TikTok's video list). */
async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return new URLSearchParams();
  if (String(request.headers['content-type'] ?? '').includes('json')) return new URLSearchParams({ __json: text });
  return new URLSearchParams(text);
}
