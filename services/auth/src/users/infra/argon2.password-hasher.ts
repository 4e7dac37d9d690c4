import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../app/password-hasher.js';

/**
 * argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes, the OWASP
 * minimum. The parameters travel inside each hash, so raising them later keeps old hashes valid.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
    } catch {
      // A stored value that is not a hash matches nothing.
      return false;
    }
  }
}
