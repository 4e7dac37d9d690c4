import { randomBytes } from 'node:crypto';
import { decryptFile, encryptFile, parseFileKey } from './file-cipher.js';

describe('encryption of private files at rest', () => {
  const key = parseFileKey('k1', randomBytes(32).toString('base64'));
  const plaintext = Buffer.from('%PDF-1.4 registre du commerce n° 12345');

  it('gives back the bytes, and never stores them in clear', () => {
    const stored = encryptFile(key, plaintext);
    expect(stored.includes(Buffer.from('registre'))).toBe(false);
    expect(decryptFile(key, stored).equals(plaintext)).toBe(true);
    expect(encryptFile(key, plaintext).equals(stored)).toBe(false);
  });

  it('refuses a changed byte, another key, or the right key under another id', () => {
    const stored = encryptFile(key, plaintext);
    const tampered = Buffer.from(stored);
    tampered[20] = (tampered[20] ?? 0) ^ 1;
    expect(() => decryptFile(key, tampered)).toThrow();
    expect(() => decryptFile(parseFileKey('k1', randomBytes(32).toString('base64')), stored)).toThrow();
    expect(() => decryptFile({ id: 'k2', key: key.key }, stored)).toThrow();
  });

  it('takes only a 32-byte key', () => {
    expect(() => parseFileKey('k1', randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
