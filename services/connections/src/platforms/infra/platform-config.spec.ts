import { randomBytes } from 'node:crypto';
import { loadEnv } from '@lieux/platform';
import { ConnectionsEnv } from '../../config/connections.env.js';
import { TokenVault } from '../../tokens/token-vault.js';
import { PlatformClients } from './platform-clients.js';

describe('platform configuration', () => {
  it('offers nothing without credentials or sandbox: every platform is "bientôt disponible"', () => {
    const clients = new PlatformClients(loadEnv(ConnectionsEnv, {}));
    expect(['instagram', 'tiktok', 'facebook', 'linkedin', 'google'].map((p) => clients.get(p as never))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('points the platforms without credentials at the sandbox, those with credentials at the real hosts', () => {
    const env = loadEnv(ConnectionsEnv, { CONNECTIONS_SANDBOX_URL: 'http://127.0.0.1:4610', INSTAGRAM_CLIENT_ID: 'ig-app', INSTAGRAM_CLIENT_SECRET: 'ig-secret' });
    const clients = new PlatformClients(env);
    const instagram = clients.get('instagram')!;
    expect(instagram.config.sandbox).toBe(false);
    expect(instagram.client.authorizeUrl({ state: 's', redirectUri: 'https://lieux.ma/cb', codeChallenge: null })).toMatch(/^https:\/\/www\.instagram\.com\/oauth\/authorize\?client_id=ig-app&/);
    const tiktok = clients.get('tiktok')!;
    expect(tiktok.config.sandbox).toBe(true);
    expect(tiktok.client.authorizeUrl({ state: 's', redirectUri: 'https://lieux.ma/cb', codeChallenge: 'c' })).toMatch(/^http:\/\/127\.0\.0\.1:4610\/www\.tiktok\.com\/v2\/auth\/authorize\/\?client_key=sandbox-tiktok&.*code_challenge=c&code_challenge_method=S256/);
    expect(clients.hasRealPlatform()).toBe(true);
  });

  it('requires TOKEN_ENCRYPTION_KEY once a real platform is configured; the sandbox alone uses the development key', () => {
    expect(() => TokenVault.fromEnv(loadEnv(ConnectionsEnv, {}), true)).toThrow('TOKEN_ENCRYPTION_KEY is required');
    expect(TokenVault.fromEnv(loadEnv(ConnectionsEnv, {}), false).usingDevelopmentKey).toBe(true);
    const { vault, usingDevelopmentKey } = TokenVault.fromEnv(loadEnv(ConnectionsEnv, { TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64') }), true);
    expect(usingDevelopmentKey).toBe(false);
    const tokens = { accessToken: 'a', accessExpiresAt: new Date(0), refreshToken: null, refreshExpiresAt: null };
    expect(vault.open(vault.seal(tokens, 'id'), 'id')).toEqual(tokens);
  });
});
