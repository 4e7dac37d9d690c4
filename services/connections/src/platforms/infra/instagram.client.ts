import type { LinkedAccount, PlatformClient, PlatformReading, TokenMeta, TokenSet } from '../domain/platform-client.js';
import { PlatformUnavailableError, THIRTY_DAYS_MS } from '../domain/platform-client.js';
import type { PlatformConfig } from './platform-config.js';
import { PlatformHttp, withQuery } from './platform-http.js';

const SCOPES = 'instagram_business_basic,instagram_business_manage_insights';
const DAY = 86_400_000;

interface Media {
  id: string;
  timestamp: string;
  like_count?: number;
  comments_count?: number;
}

/**
 * Instagram API with Instagram Login (PLATFORMS.md): a 1-hour token from the code, exchanged at once
 * for a 60-day one, renewed with `ig_refresh_token` when a week is left (it must be 24 h old and
 * unexpired: past expiry the merchant reconnects). No refresh token, no PKCE, no revocation endpoint.
 */
export class InstagramClient implements PlatformClient {
  readonly provider = 'instagram' as const;
  readonly usesPkce = false;
  private readonly http: PlatformHttp;

  constructor(private readonly config: PlatformConfig) {
    this.http = new PlatformHttp('instagram', config, (_status, body) => graphErrorCode(body) === 190);
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    return withQuery(`${this.config.host('www.instagram.com')}/oauth/authorize`, { client_id: this.config.clientId, redirect_uri: redirectUri, response_type: 'code', scope: SCOPES, state });
  }

  async connect({ code, redirectUri }: { code: string; redirectUri: string }): Promise<{ tokens: TokenSet; account: LinkedAccount }> {
    const short = await this.http.call<{ access_token: string }>(`${this.config.host('api.instagram.com')}/oauth/access_token`, {
      form: { client_id: this.config.clientId, client_secret: this.config.clientSecret, grant_type: 'authorization_code', redirect_uri: redirectUri, code },
    });
    const long = await this.http.call<{ access_token: string; expires_in: number }>(
      withQuery(`${this.config.host('graph.instagram.com')}/access_token`, { grant_type: 'ig_exchange_token', client_secret: this.config.clientSecret, access_token: short.body.access_token }),
    );
    const tokens: TokenSet = { accessToken: long.body.access_token, accessExpiresAt: new Date(Date.now() + long.body.expires_in * 1000), refreshToken: null, refreshExpiresAt: null };
    const me = await this.http.call<{ user_id?: string; id?: string; username: string; name?: string; website?: string }>(
      withQuery(`${this.config.host('graph.instagram.com')}/me`, { fields: 'user_id,username,name,website', access_token: tokens.accessToken }),
    );
    const id = String(me.body.user_id ?? me.body.id ?? '');
    if (!id || !me.body.username) throw new PlatformUnavailableError('instagram: /me without user_id or username');
    return { tokens, account: { platformId: id, accountRef: me.body.username, accountName: me.body.name || me.body.username, profileUrl: `https://www.instagram.com/${me.body.username}`, website: me.body.website || null, phone: null } };
  }

  refreshDue(tokens: TokenMeta, now: Date): boolean {
    return tokens.accessExpiresAt !== null && tokens.accessExpiresAt.getTime() - now.getTime() < 7 * DAY;
  }

  async refresh(tokens: TokenSet): Promise<TokenSet> {
    const answer = await this.http.call<{ access_token: string; expires_in: number }>(
      withQuery(`${this.config.host('graph.instagram.com')}/refresh_access_token`, { grant_type: 'ig_refresh_token', access_token: tokens.accessToken }),
    );
    return { ...tokens, accessToken: answer.body.access_token, accessExpiresAt: new Date(Date.now() + answer.body.expires_in * 1000) };
  }

  async read(tokens: TokenSet, account: Pick<LinkedAccount, 'platformId'>, now: Date): Promise<PlatformReading> {
    const graph = this.config.host('graph.instagram.com');
    const me = await this.http.call<{ followers_count: number }>(withQuery(`${graph}/me`, { fields: 'user_id,username,followers_count,follows_count,media_count', access_token: tokens.accessToken }));
    const since = now.getTime() - THIRTY_DAYS_MS;
    let posts = 0;
    let interactions = 0;
    let url: string | null = withQuery(`${graph}/${account.platformId}/media`, { fields: 'id,timestamp,permalink,like_count,comments_count', limit: 50, access_token: tokens.accessToken });
    // Newest first: stop at the first page that reaches past 30 days (at most 10 pages).
    for (let page = 0; url && page < 10; page++) {
      const { body }: { body: { data: Media[]; paging?: { next?: string } } } = await this.http.call(url);
      const recent = body.data.filter((media) => Date.parse(media.timestamp.replace(/\+0000$/, 'Z')) >= since);
      posts += recent.length;
      interactions += recent.reduce((sum, media) => sum + (media.like_count ?? 0) + (media.comments_count ?? 0), 0);
      url = recent.length === body.data.length && body.paging?.next ? nextPage(url, body.paging.next) : null;
    }
    return { followers: me.body.followers_count, posts30d: posts, interactions30d: interactions, rating: null, reviewCount: null };
  }

  /** Instagram Login has no revocation endpoint: the token is erased here, the person may remove the app in Instagram. */
  revoke(): Promise<void> {
    return Promise.resolve();
  }
}

/** Graph API's `error.code`. */
export function graphErrorCode(body: unknown): number | null {
  const error = (body as { error?: { code?: unknown } } | null)?.error;
  return typeof error?.code === 'number' ? error.code : null;
}

/** The Graph API's `paging.next` is absolute; the sandbox answers it relative to the current URL. */
export function nextPage(current: string, next: string): string {
  if (/^https?:/.test(next)) return next;
  const url = new URL(current);
  for (const [name, value] of new URLSearchParams(next.replace(/^\?/, ''))) url.searchParams.set(name, value);
  return url.href;
}
