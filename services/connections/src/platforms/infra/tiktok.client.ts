import type { LinkedAccount, PlatformClient, PlatformReading, TokenMeta, TokenSet } from '../domain/platform-client.js';
import { PlatformUnavailableError, THIRTY_DAYS_MS } from '../domain/platform-client.js';
import type { PlatformConfig } from './platform-config.js';
import { PlatformHttp, withQuery } from './platform-http.js';

const SCOPES = 'user.info.basic,user.info.profile,user.info.stats,video.list';

interface TokenAnswer {
  access_token: string;
  expires_in: number;
  open_id: string;
  refresh_token: string;
  refresh_expires_in: number;
}

interface Video {
  create_time: number;
  like_count?: number;
  comment_count?: number;
  share_count?: number;
}

/**
 * TikTok Login Kit + Display API (PLATFORMS.md): PKCE, a short access token (hours) and a refresh
 * token (a year) that is ROTATED on each refresh — the new one is always saved (the use case stores
 * what `refresh` returns before anything else). `access_token_invalid` or `invalid_grant` → reconnect.
 */
export class TikTokClient implements PlatformClient {
  readonly provider = 'tiktok' as const;
  readonly usesPkce = true;
  private readonly http: PlatformHttp;
  private readonly api: string;

  constructor(private readonly config: PlatformConfig) {
    this.http = new PlatformHttp('tiktok', config, (status, body) => {
      const record = body as { error?: unknown } | null;
      const code = typeof record?.error === 'string' ? record.error : (record?.error as { code?: string } | undefined)?.code;
      return code === 'access_token_invalid' || code === 'invalid_grant' || (status === 401 && code !== 'invalid_client');
    });
    this.api = config.host('open.tiktokapis.com');
  }

  authorizeUrl({ state, redirectUri, codeChallenge }: { state: string; redirectUri: string; codeChallenge: string | null }): string {
    return withQuery(`${this.config.host('www.tiktok.com')}/v2/auth/authorize/`, {
      client_key: this.config.clientId,
      response_type: 'code',
      scope: SCOPES,
      redirect_uri: redirectUri,
      state,
      code_challenge: codeChallenge ?? undefined,
      code_challenge_method: codeChallenge ? 'S256' : undefined,
    });
  }

  async connect({ code, redirectUri, codeVerifier }: { code: string; redirectUri: string; codeVerifier: string | null }): Promise<{ tokens: TokenSet; account: LinkedAccount }> {
    const form: Record<string, string> = { client_key: this.config.clientId, client_secret: this.config.clientSecret, code, grant_type: 'authorization_code', redirect_uri: redirectUri };
    if (codeVerifier) form['code_verifier'] = codeVerifier;
    const { body } = await this.http.call<TokenAnswer>(`${this.api}/v2/oauth/token/`, { form });
    const tokens = tokensOf(body);
    const { body: info } = await this.http.call<{ data: { user: { open_id: string; username?: string; display_name?: string; profile_deep_link?: string } } }>(
      withQuery(`${this.api}/v2/user/info/`, { fields: 'open_id,username,display_name,profile_deep_link' }),
      { headers: { authorization: `Bearer ${tokens.accessToken}` } },
    );
    const user = info.data?.user;
    if (!user?.open_id) throw new PlatformUnavailableError('tiktok: user info without open_id');
    const handle = user.username ?? user.open_id;
    return { tokens, account: { platformId: user.open_id, accountRef: handle, accountName: user.display_name || handle, profileUrl: user.username ? `https://www.tiktok.com/@${user.username}` : (user.profile_deep_link ?? null) } };
  }

  refreshDue(tokens: TokenMeta, now: Date): boolean {
    return tokens.accessExpiresAt !== null && tokens.accessExpiresAt.getTime() - now.getTime() < 30 * 60_000;
  }

  async refresh(tokens: TokenSet): Promise<TokenSet | null> {
    if (!tokens.refreshToken) return null;
    const { body } = await this.http.call<TokenAnswer>(`${this.api}/v2/oauth/token/`, {
      form: { client_key: this.config.clientId, client_secret: this.config.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
    });
    return tokensOf(body);
  }

  async read(tokens: TokenSet, _account: Pick<LinkedAccount, 'platformId'>, now: Date): Promise<PlatformReading> {
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const { body: info } = await this.http.call<{ data: { user: { follower_count?: number } } }>(withQuery(`${this.api}/v2/user/info/`, { fields: 'follower_count,following_count,likes_count,video_count' }), { headers: auth });
    const since = now.getTime() - THIRTY_DAYS_MS;
    let posts = 0;
    let interactions = 0;
    let cursor: number | undefined;
    // 20 videos a page, newest first: stop at the first video older than 30 days (at most 10 pages).
    for (let page = 0; page < 10; page++) {
      const { body }: { body: { data: { videos: Video[]; cursor: number; has_more: boolean } } } = await this.http.call(
        withQuery(`${this.api}/v2/video/list/`, { fields: 'id,create_time,like_count,comment_count,share_count,view_count' }),
        { headers: auth, json: cursor === undefined ? { max_count: 20 } : { max_count: 20, cursor } },
      );
      const recent = body.data.videos.filter((video) => video.create_time * 1000 >= since);
      posts += recent.length;
      interactions += recent.reduce((sum, video) => sum + (video.like_count ?? 0) + (video.comment_count ?? 0) + (video.share_count ?? 0), 0);
      if (recent.length < body.data.videos.length || !body.data.has_more) break;
      cursor = body.data.cursor;
    }
    return { followers: info.data?.user?.follower_count ?? null, posts30d: posts, interactions30d: interactions, rating: null, reviewCount: null };
  }

  async revoke(tokens: TokenSet): Promise<void> {
    await this.http.call(`${this.api}/v2/oauth/revoke/`, { form: { client_key: this.config.clientId, client_secret: this.config.clientSecret, token: tokens.accessToken } });
  }
}

function tokensOf(body: TokenAnswer): TokenSet {
  if (!body.access_token || !body.refresh_token) throw new PlatformUnavailableError('tiktok: token answer without tokens');
  const now = Date.now();
  return { accessToken: body.access_token, accessExpiresAt: new Date(now + body.expires_in * 1000), refreshToken: body.refresh_token, refreshExpiresAt: new Date(now + body.refresh_expires_in * 1000) };
}
