import { createHash } from 'node:crypto';
import type { TokenSet } from '../platforms/domain/platform-client.js';
import type { ConnectionsEnv } from '../config/connections.env.js';
import { parseKeyList, TokenCipher, type SealedSecret } from './token-cipher.js';

/** The development key of a sandbox-only installation: public by design, refused once a real platform is configured. */
const SANDBOX_ONLY_KEY = createHash('sha256').update('lieux sandbox tokens: not a secret').digest();

/** A connection's tokens, sealed as one JSON document bound to the connection's id. */
export class TokenVault {
  constructor(private readonly cipher: TokenCipher) {}

  /**
   * The key ring from the environment. Without TOKEN_ENCRYPTION_KEY: the fixed development key when
   * only the sandbox is configured, a start-up error when a real platform is.
   */
  static fromEnv(env: ConnectionsEnv, hasRealPlatform: boolean): { vault: TokenVault; usingDevelopmentKey: boolean } {
    const previous = parseKeyList(env.TOKEN_ENCRYPTION_PREVIOUS_KEYS);
    if (env.TOKEN_ENCRYPTION_KEY) {
      return { vault: new TokenVault(new TokenCipher({ id: env.TOKEN_ENCRYPTION_KEY_ID, key: Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64') }, previous)), usingDevelopmentKey: false };
    }
    if (hasRealPlatform) throw new Error('TOKEN_ENCRYPTION_KEY is required once a social platform is configured (32 random bytes, base64: openssl rand -base64 32)');
    return { vault: new TokenVault(new TokenCipher({ id: 'sandbox', key: SANDBOX_ONLY_KEY }, previous)), usingDevelopmentKey: true };
  }

  seal(tokens: TokenSet, connectionId: string): SealedSecret {
    return this.cipher.seal(JSON.stringify(tokens), connectionId);
  }

  open(secret: SealedSecret, connectionId: string): TokenSet {
    const raw = JSON.parse(this.cipher.open(secret, connectionId)) as Omit<TokenSet, 'accessExpiresAt' | 'refreshExpiresAt'> & { accessExpiresAt: string | null; refreshExpiresAt: string | null };
    return { ...raw, accessExpiresAt: raw.accessExpiresAt ? new Date(raw.accessExpiresAt) : null, refreshExpiresAt: raw.refreshExpiresAt ? new Date(raw.refreshExpiresAt) : null };
  }
}
