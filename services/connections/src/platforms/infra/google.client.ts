import type { LinkedAccount, PlatformClient, PlatformReading, TokenMeta, TokenSet } from '../domain/platform-client.js';
import { PlatformRefusedError, PlatformUnavailableError } from '../domain/platform-client.js';
import type { PlatformConfig } from './platform-config.js';
import { PlatformHttp, withQuery } from './platform-http.js';

const SCOPE = 'https://www.googleapis.com/auth/business.manage';

/**
 * Google Business Profile (PLATFORMS.md): Google OAuth with PKCE, `access_type=offline` and
 * `prompt=consent` for a refresh token; access tokens last an hour and are refreshed before each read
 * when near their end. The account's first location; rating and review count from the v4 reviews list.
 * A revoked consent answers `invalid_grant` on refresh → "à reconnecter".
 */
export class GoogleBusinessClient implements PlatformClient {
  readonly provider = 'google' as const;
  readonly usesPkce = true;
  private readonly http: PlatformHttp;

  constructor(private readonly config: PlatformConfig) {
    this.http = new PlatformHttp('google', config, (status, body) => status === 401 || (body as { error?: unknown } | null)?.error === 'invalid_grant');
  }

  authorizeUrl({ state, redirectUri, codeChallenge }: { state: string; redirectUri: string; codeChallenge: string | null }): string {
    return withQuery(`${this.config.host('accounts.google.com')}/o/oauth2/v2/auth`, {
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
      code_challenge: codeChallenge ?? undefined,
      code_challenge_method: codeChallenge ? 'S256' : undefined,
    });
  }

  async connect({ code, redirectUri, codeVerifier }: { code: string; redirectUri: string; codeVerifier: string | null }): Promise<{ tokens: TokenSet; account: LinkedAccount }> {
    const form: Record<string, string> = { code, client_id: this.config.clientId, client_secret: this.config.clientSecret, redirect_uri: redirectUri, grant_type: 'authorization_code' };
    if (codeVerifier) form['code_verifier'] = codeVerifier;
    const { body } = await this.http.call<{ access_token: string; expires_in: number; refresh_token?: string }>(`${this.config.host('oauth2.googleapis.com')}/token`, { form });
    const tokens: TokenSet = { accessToken: body.access_token, accessExpiresAt: new Date(Date.now() + body.expires_in * 1000), refreshToken: body.refresh_token ?? null, refreshExpiresAt: null };
    const auth = { authorization: `Bearer ${tokens.accessToken}` };
    const accounts = await this.http.call<{ accounts?: Array<{ name: string }> }>(`${this.config.host('mybusinessaccountmanagement.googleapis.com')}/v1/accounts`, { headers: auth });
    const accountName = accounts.body.accounts?.[0]?.name;
    if (!accountName) throw new PlatformRefusedError('google: no Business Profile account');
    const locations = await this.http.call<{ locations?: Array<{ name: string; title: string; metadata?: { mapsUri?: string }; websiteUri?: string; phoneNumbers?: { primaryPhone?: string } }> }>(
      withQuery(`${this.config.host('mybusinessbusinessinformation.googleapis.com')}/v1/${accountName}/locations`, { readMask: 'name,title,metadata,websiteUri,phoneNumbers' }),
      { headers: auth },
    );
    const location = locations.body.locations?.[0];
    if (!location) throw new PlatformRefusedError('google: the account has no location');
    const locationId = location.name.split('/').at(-1);
    if (!locationId) throw new PlatformUnavailableError('google: location without a name');
    return { tokens, account: { platformId: `${accountName}/locations/${locationId}`, accountRef: `locations/${locationId}`, accountName: location.title, profileUrl: location.metadata?.mapsUri ?? null, website: location.websiteUri ?? null, phone: location.phoneNumbers?.primaryPhone ?? null } };
  }

  refreshDue(tokens: TokenMeta, now: Date): boolean {
    return tokens.hasRefreshToken && (tokens.accessExpiresAt === null || tokens.accessExpiresAt.getTime() - now.getTime() < 5 * 60_000);
  }

  async refresh(tokens: TokenSet): Promise<TokenSet | null> {
    if (!tokens.refreshToken) return null;
    const { body } = await this.http.call<{ access_token: string; expires_in: number }>(`${this.config.host('oauth2.googleapis.com')}/token`, {
      form: { client_id: this.config.clientId, client_secret: this.config.clientSecret, grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
    });
    return { ...tokens, accessToken: body.access_token, accessExpiresAt: new Date(Date.now() + body.expires_in * 1000) };
  }

  async read(tokens: TokenSet, account: Pick<LinkedAccount, 'platformId'>): Promise<PlatformReading> {
    const { body } = await this.http.call<{ averageRating?: number; totalReviewCount?: number }>(
      withQuery(`${this.config.host('mybusiness.googleapis.com')}/v4/${account.platformId}/reviews`, { pageSize: 1 }),
      { headers: { authorization: `Bearer ${tokens.accessToken}` } },
    );
    return { followers: null, posts30d: null, interactions30d: null, rating: body.averageRating ?? null, reviewCount: body.totalReviewCount ?? 0 };
  }

  async revoke(tokens: TokenSet): Promise<void> {
    await this.http.call(withQuery(`${this.config.host('oauth2.googleapis.com')}/revoke`, { token: tokens.refreshToken ?? tokens.accessToken }), { method: 'POST' });
  }
}
