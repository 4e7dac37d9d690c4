import { randomBytes } from 'node:crypto';
import { TokenCipher, parseKeyList } from './token-cipher.js';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('TokenCipher', () => {
  it('seals with a fresh IV and opens what it sealed', () => {
    const cipher = new TokenCipher(key('k1'));
    const a = cipher.seal('IGAAsecret', 'conn-1');
    const b = cipher.seal('IGAAsecret', 'conn-1');
    expect(a.sealed).not.toEqual(b.sealed);
    expect(a.sealed).not.toContain('IGAAsecret');
    expect(cipher.open(a, 'conn-1')).toBe('IGAAsecret');
  });

  it('refuses a ciphertext moved to another connection or tampered with', () => {
    const cipher = new TokenCipher(key('k1'));
    const sealed = cipher.seal('token', 'conn-1');
    expect(() => cipher.open(sealed, 'conn-2')).toThrow();
    const raw = Buffer.from(sealed.sealed, 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(() => cipher.open({ ...sealed, sealed: raw.toString('base64url') }, 'conn-1')).toThrow();
  });

  it('rotates: a new key encrypts, the previous one still opens, rewrap moves a secret to the new key', () => {
    const old = key('k1');
    const sealed = new TokenCipher(old).seal('token', 'c');
    const rotated = new TokenCipher(key('k2'), [old]);
    expect(rotated.open(sealed, 'c')).toBe('token');
    const moved = rotated.rewrap(sealed, 'c');
    expect(moved?.keyId).toBe('k2');
    expect(rotated.open(moved!, 'c')).toBe('token');
    expect(rotated.rewrap(moved!, 'c')).toBeNull();
    expect(() => new TokenCipher(key('k3')).open(sealed, 'c')).toThrow('no token key with id k1');
  });

  it('reads the previous keys from the environment and refuses a key of the wrong size', () => {
    const list = parseKeyList(`old:${randomBytes(32).toString('base64')}`);
    expect(list[0]?.id).toBe('old');
    expect(() => new TokenCipher({ id: 'x', key: randomBytes(16) })).toThrow('32 bytes');
  });
});
