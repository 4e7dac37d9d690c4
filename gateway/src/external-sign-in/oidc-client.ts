import * as oidc from 'openid-client';
import type { ExternalSignInRequest } from '@lieux/contracts';
import type { GatewayEnv } from '../config/gateway.env.js';
import type { SignInAttempt } from './sign-in-attempts.js';

/** The provider's settings, when external sign-in is configured. */
export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** `${PUBLIC_URL}/api/login/callback`: registered at the provider as is. */
  redirectUri: string;
}

export const CALLBACK_PATH = '/api/login/callback';

/** The settings from the gateway's env, or undefined when OIDC_ISSUER is empty (not configured). */
export function oidcSettingsOf(env: GatewayEnv): OidcSettings | undefined {
  if (env.OIDC_ISSUER === '') return undefined;
  // https in production (GatewayEnv refuses http there at start-up).
  return { issuer: new URL(env.OIDC_ISSUER), clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET, redirectUri: `${env.PUBLIC_URL}${CALLBACK_PATH}` };
}

/** What the provider says of the person, from the verified ID token and the userinfo endpoint: the auth service's request without the address. */
export type ExternalIdentity = Omit<ExternalSignInRequest, 'ip'>;

/**
 * OpenID Connect with `openid-client` (authorization code flow, PKCE S256, state and nonce). The
 * provider's discovery document is fetched at the first sign-in and kept; a failed fetch is tried
 * again at the next one, so a provider down at start-up does not stop the gateway.
 */
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly settings: OidcSettings) {}

  /** A new attempt (its secrets, to keep server-side) and the provider's URL to send the browser to. */
  async start(returnTo: string): Promise<{ url: URL; attempt: SignInAttempt }> {
    const config = await this.config();
    const attempt: SignInAttempt = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), returnTo };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: 'S256',
      state: attempt.state,
      nonce: attempt.nonce,
    });
    return { url, attempt };
  }

  /**
   * The callback: exchanges the code (with the PKCE verifier), verifies the ID token (signature,
   * issuer, audience, expiry, nonce) and the state, then reads the person's claims. Throws on any
   * mismatch.
   */
  async finish(query: string, attempt: SignInAttempt): Promise<ExternalIdentity> {
    const config = await this.config();
    // The URL the provider redirected to: the registered redirect URI (not what a proxy rewrote) with its query.
    const currentUrl = new URL(`${this.settings.redirectUri}${query}`);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    // Providers put the e-mail and the names in the ID token or only at the userinfo endpoint: ask it (the subject is checked).
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    const claims = { ...info, ...idToken } as Record<string, unknown>;
    const text = (name: string) => (typeof claims[name] === 'string' ? (claims[name] as string).trim() : '');
    return {
      issuer: idToken.iss,
      subject: idToken.sub,
      email: text('email'),
      emailVerified: claims.email_verified === true,
      firstName: text('given_name') || text('name').split(' ')[0] || '',
      lastName: text('family_name') || text('name').split(' ').slice(1).join(' '),
    };
  }

  private config(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(this.settings.issuer, this.settings.clientId, undefined, oidc.ClientSecretBasic(this.settings.clientSecret), {
        execute: this.settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: 5,
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}
