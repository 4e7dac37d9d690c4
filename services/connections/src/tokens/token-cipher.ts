import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** One key of the ring: its id is stored beside each ciphertext. */
export interface TokenKey {
  id: string;
  key: Buffer;
}

export interface SealedSecret {
  keyId: string;
  /** base64url(iv ‖ tag ‖ ciphertext) */
  sealed: string;
}

/**
 * Tokens at rest (docs/connections.md, "Tokens"): AES-256-GCM, a fresh 96-bit IV per write, the key id
 * stored so that a new key encrypts while older ones still decrypt; `rewrap` moves a secret to the
 * current key. The associated data binds a ciphertext to its connection: a sealed token copied onto
 * another row does not open.
 */
export class TokenCipher {
  private readonly keys: Map<string, Buffer>;

  constructor(
    private readonly current: TokenKey,
    previous: TokenKey[] = [],
  ) {
    for (const { id, key } of [current, ...previous]) if (key.length !== 32) throw new Error(`token key ${id} must be 32 bytes (AES-256)`);
    this.keys = new Map([...previous, current].map(({ id, key }) => [id, key]));
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  seal(plaintext: string, associatedData: string): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return { keyId: this.current.id, sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url') };
  }

  open(secret: SealedSecret, associatedData: string): string {
    const key = this.keys.get(secret.keyId);
    if (!key) throw new Error(`no token key with id ${secret.keyId}`);
    const raw = Buffer.from(secret.sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** The same secret under the current key (null when it already is). */
  rewrap(secret: SealedSecret, associatedData: string): SealedSecret | null {
    return secret.keyId === this.current.id ? null : this.seal(this.open(secret, associatedData), associatedData);
  }
}

/** `id:base64,id:base64` → keys. */
export function parseKeyList(list: string | undefined): TokenKey[] {
  if (!list) return [];
  return list.split(',').map((entry) => {
    const [id, key] = entry.trim().split(':');
    if (!id || !key) throw new Error('TOKEN_ENCRYPTION_PREVIOUS_KEYS must be id:base64key,id:base64key');
    return { id, key: Buffer.from(key, 'base64') };
  });
}
