import type { LinkedAccount, PlatformClient, PlatformReading, TokenSet } from '../domain/platform-client.js';
import { PlatformRefusedError, THIRTY_DAYS_MS } from '../domain/platform-client.js';
import { graphErrorCode, nextPage } from './instagram.client.js';
import type { PlatformConfig } from './platform-config.js';
import { PlatformHttp, withQuery } from './platform-http.js';

const SCOPES = 'pages_show_list,pages_read_engagement';

interface Post {
  created_time: string;
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
  shares?: { count?: number };
}

/**
 * Facebook Pages (PLATFORMS.md): code → short user token → long-lived user token (~60 days) → the
 * Page's token from `/me/accounts`, which does not expire while the consent holds. So nothing to
 * refresh; a withdrawn consent shows as error 190 and the merchant reconnects. The user token is kept
 * (encrypted) only to revoke the consent with `DELETE /me/permissions`.
 */
export class FacebookClient implements PlatformClient {
  readonly provider = 'facebook' as const;
  readonly usesPkce = false;
  private readonly http: PlatformHttp;
  private readonly graph: string;

  constructor(
    private readonly config: PlatformConfig,
    private readonly version: string,
  ) {
    this.http = new PlatformHttp('facebook', config, (_status, body) => graphErrorCode(body) === 190);
    this.graph = `${config.host('graph.facebook.com')}/${version}`;
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    return withQuery(`${this.config.host('www.facebook.com')}/${this.version}/dialog/oauth`, { client_id: this.config.clientId, redirect_uri: redirectUri, response_type: 'code', scope: SCOPES, state });
  }

  async connect({ code, redirectUri }: { code: string; redirectUri: string }): Promise<{ tokens: TokenSet; account: LinkedAccount }> {
    const client = { client_id: this.config.clientId, client_secret: this.config.clientSecret };
    const short = await this.http.call<{ access_token: string }>(withQuery(`${this.graph}/oauth/access_token`, { ...client, redirect_uri: redirectUri, code }));
    const long = await this.http.call<{ access_token: string }>(withQuery(`${this.graph}/oauth/access_token`, { ...client, grant_type: 'fb_exchange_token', fb_exchange_token: short.body.access_token }));
    const pages = await this.http.call<{ data: Array<{ id: string; name: string; access_token: string; tasks?: string[] }> }>(
      withQuery(`${this.graph}/me/accounts`, { fields: 'id,name,access_token,tasks', access_token: long.body.access_token }),
    );
    // The first Page the person manages with the ANALYZE task (insights need it).
    const page = pages.body.data.find((candidate) => candidate.tasks?.includes('ANALYZE')) ?? pages.body.data[0];
    if (!page) throw new PlatformRefusedError('facebook: the account manages no Page');
    const details = await this.http.call<{ link?: string }>(withQuery(`${this.graph}/${page.id}`, { fields: 'link', access_token: page.access_token }));
    return {
      tokens: { accessToken: page.access_token, accessExpiresAt: null, refreshToken: null, refreshExpiresAt: null, userToken: long.body.access_token },
      account: { platformId: page.id, accountRef: page.id, accountName: page.name, profileUrl: details.body.link ?? `https://www.facebook.com/${page.id}` },
    };
  }

  refreshDue(): boolean {
    return false;
  }

  /** Page tokens do not expire: nothing to refresh. */
  async refresh(tokens: TokenSet): Promise<TokenSet> {
    return tokens;
  }

  async read(tokens: TokenSet, account: Pick<LinkedAccount, 'platformId'>, now: Date): Promise<PlatformReading> {
    const page = await this.http.call<{ followers_count?: number; fan_count?: number }>(withQuery(`${this.graph}/${account.platformId}`, { fields: 'followers_count,fan_count', access_token: tokens.accessToken }));
    const since = Math.floor((now.getTime() - THIRTY_DAYS_MS) / 1000);
    let posts = 0;
    let interactions = 0;
    let url: string | null = withQuery(`${this.graph}/${account.platformId}/posts`, {
      fields: 'created_time,reactions.summary(true).limit(0),comments.summary(true).limit(0),shares',
      since,
      limit: 50,
      access_token: tokens.accessToken,
    });
    for (let index = 0; url && index < 10; index++) {
      const { body }: { body: { data: Post[]; paging?: { next?: string } } } = await this.http.call(url);
      posts += body.data.length;
      interactions += body.data.reduce((sum, post) => sum + (post.reactions?.summary?.total_count ?? 0) + (post.comments?.summary?.total_count ?? 0) + (post.shares?.count ?? 0), 0);
      url = body.paging?.next ? nextPage(url, body.paging.next) : null;
    }
    // `followers_count` is the figure Meta keeps; `fan_count` (likes of the Page) for older Pages without it.
    return { followers: page.body.followers_count ?? page.body.fan_count ?? null, posts30d: posts, interactions30d: interactions, rating: null, reviewCount: null };
  }

  async revoke(tokens: TokenSet): Promise<void> {
    if (!tokens.userToken) return;
    await this.http.call(withQuery(`${this.graph}/me/permissions`, { access_token: tokens.userToken }), { method: 'DELETE' });
  }
}
