import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of private files (verification documents): AES-256-GCM, a fresh 96-bit IV per
 * file. Stored as `iv (12) | ciphertext | tag (16)`; the key's id is kept beside the file's row, so a
 * new key can be introduced while old files stay readable with theirs.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface FileKey {
  id: string;
  /** 32 bytes. */
  key: Buffer;
}

export function encryptFile(key: FileKey, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  cipher.setAAD(Buffer.from(key.id));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

/** Throws when the bytes were changed or the key is not the one they were written with. */
export function decryptFile(key: FileKey, stored: Buffer): Buffer {
  if (stored.length < IV_BYTES + TAG_BYTES) throw new Error('encrypted file too short');
  const decipher = createDecipheriv('aes-256-gcm', key.key, stored.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(key.id));
  decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
  return Buffer.concat([decipher.update(stored.subarray(IV_BYTES, stored.length - TAG_BYTES)), decipher.final()]);
}

/** `DOCUMENTS_ENCRYPTION_KEY`: 32 bytes in base64 (`openssl rand -base64 32`). */
export function parseFileKey(id: string, base64: string): FileKey {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error('DOCUMENTS_ENCRYPTION_KEY must be 32 bytes in base64');
  return { id, key };
}
