import { randomBytes } from 'node:crypto';

/** Random lowercase hex for names that must not collide between test files running in parallel. */
export function uniqueHex(bytes = 5): string {
  return randomBytes(bytes).toString('hex');
}
