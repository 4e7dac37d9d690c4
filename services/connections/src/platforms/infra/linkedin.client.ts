import type { LinkedAccount, PlatformClient, PlatformReading, TokenMeta, TokenSet } from '../domain/platform-client.js';
import { PlatformRefusedError, THIRTY_DAYS_MS } from '../domain/platform-client.js';
import type { PlatformConfig } from './platform-config.js';
import { PlatformHttp, withQuery } from './platform-http.js';

const SCOPES = 'rw_organization_admin r_organization_social';

/**
 * LinkedIn organization pages, Community Management API (PLATFORMS.md): 60-day access tokens and no
 * refresh token unless the app is an approved partner — so when the token nears its end the connection
 * becomes "à reconnecter" (`refresh` answers null) and the merchant is told. Every REST call carries
 * `LinkedIn-Version` and `X-Restli-Protocol-Version: 2.0.0`.
 */
export class LinkedInClient implements PlatformClient {
  readonly provider = 'linkedin' as const;
  readonly usesPkce = false;
  private readonly http: PlatformHttp;
  private readonly api: string;

  constructor(
    private readonly config: PlatformConfig,
    private readonly version: string,
  ) {
    this.http = new PlatformHttp('linkedin', config, (status, body) => status === 401 || (body as { error?: unknown } | null)?.error === 'invalid_grant');
    this.api = `${config.host('api.linkedin.com')}/rest`;
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    return withQuery(`${this.config.host('www.linkedin.com')}/oauth/v2/authorization`, { response_type: 'code', client_id: this.config.clientId, redirect_uri: redirectUri, state, scope: SCOPES });
  }

  async connect({ code, redirectUri }: { code: string; redirectUri: string }): Promise<{ tokens: TokenSet; account: LinkedAccount }> {
    const { body } = await this.http.call<{ access_token: string; expires_in: number; refresh_token?: string; refresh_token_expires_in?: number }>(
      `${this.config.host('www.linkedin.com')}/oauth/v2/accessToken`,
      { form: { grant_type: 'authorization_code', code, client_id: this.config.clientId, client_secret: this.config.clientSecret, redirect_uri: redirectUri } },
    );
    const now = Date.now();
    const tokens: TokenSet = {
      accessToken: body.access_token,
      accessExpiresAt: new Date(now + body.expires_in * 1000),
      refreshToken: body.refresh_token ?? null,
      refreshExpiresAt: body.refresh_token_expires_in ? new Date(now + body.refresh_token_expires_in * 1000) : null,
    };
    const acls = await this.http.call<{ elements: Array<{ organization: string; state: string }> }>(withQuery(`${this.api}/organizationAcls`, { q: 'roleAssignee', role: 'ADMINISTRATOR', state: 'APPROVED' }), { headers: this.headers(tokens) });
    const urn = acls.body.elements.find((element) => element.state === 'APPROVED')?.organization;
    const id = urn?.split(':').at(-1);
    if (!id) throw new PlatformRefusedError('linkedin: the member administers no organization page');
    const organization = await this.http.call<{ localizedName: string; vanityName?: string }>(`${this.api}/organizations/${id}`, { headers: this.headers(tokens) });
    const vanity = organization.body.vanityName;
    return { tokens, account: { platformId: id, accountRef: vanity ?? id, accountName: organization.body.localizedName, profileUrl: vanity ? `https://www.linkedin.com/company/${vanity}` : null } };
  }

  refreshDue(tokens: TokenMeta, now: Date): boolean {
    return tokens.accessExpiresAt !== null && tokens.accessExpiresAt.getTime() - now.getTime() < 7 * 86_400_000;
  }

  async refresh(tokens: TokenSet): Promise<TokenSet | null> {
    if (!tokens.refreshToken) return null;
    const { body } = await this.http.call<{ access_token: string; expires_in: number; refresh_token?: string }>(`${this.config.host('www.linkedin.com')}/oauth/v2/accessToken`, {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: this.config.clientId, client_secret: this.config.clientSecret },
    });
    // A refresh token lives 365 days from the first consent and is not extended (PLATFORMS.md).
    return { ...tokens, accessToken: body.access_token, accessExpiresAt: new Date(Date.now() + body.expires_in * 1000), refreshToken: body.refresh_token ?? tokens.refreshToken };
  }

  async read(tokens: TokenSet, account: Pick<LinkedAccount, 'platformId'>, now: Date): Promise<PlatformReading> {
    const headers = this.headers(tokens);
    const urn = `urn:li:organization:${account.platformId}`;
    const size = await this.http.call<{ firstDegreeSize: number }>(withQuery(`${this.api}/networkSizes/${urn}`, { edgeType: 'COMPANY_FOLLOWED_BY_MEMBER' }), { headers });
    const start = now.getTime() - THIRTY_DAYS_MS;
    const stats = await this.http.call<{ elements: Array<{ totalShareStatistics: { likeCount?: number; commentCount?: number; shareCount?: number } }> }>(
      withQuery(`${this.api}/organizationalEntityShareStatistics`, { q: 'organizationalEntity', organizationalEntity: urn, timeIntervals: `(timeRange:(start:${start},end:${now.getTime()}),timeGranularityType:DAY)` }),
      { headers },
    );
    const interactions = stats.body.elements.reduce((sum, element) => sum + (element.totalShareStatistics.likeCount ?? 0) + (element.totalShareStatistics.commentCount ?? 0) + (element.totalShareStatistics.shareCount ?? 0), 0);
    const posts = await this.http.call<{ elements: Array<{ createdAt?: number; publishedAt?: number }> }>(withQuery(`${this.api}/posts`, { author: urn, q: 'author', count: 100 }), { headers });
    const posts30d = posts.body.elements.filter((post) => (post.publishedAt ?? post.createdAt ?? 0) >= start).length;
    return { followers: size.body.firstDegreeSize, posts30d, interactions30d: interactions, rating: null, reviewCount: null };
  }

  async revoke(tokens: TokenSet): Promise<void> {
    await this.http.call(`${this.config.host('www.linkedin.com')}/oauth/v2/revoke`, { form: { client_id: this.config.clientId, client_secret: this.config.clientSecret, token: tokens.accessToken } });
  }

  private headers(tokens: TokenSet): Record<string, string> {
    return { authorization: `Bearer ${tokens.accessToken}`, 'LinkedIn-Version': this.version, 'X-Restli-Protocol-Version': '2.0.0' };
  }
}
