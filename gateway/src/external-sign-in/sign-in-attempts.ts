import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** What an external sign-in must find again at its callback, kept server-side only. */
export interface SignInAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

/** How long a person has to come back from the provider. */
export const SIGN_IN_ATTEMPT_TTL_SECONDS = 600;

/**
 * Pending external sign-ins in Redis (`oidc-attempt:<sha256 of the id>`, 10 minutes), each bound to
 * the browser by an id in a short-lived HttpOnly cookie. `take` reads and deletes in one step: an
 * attempt serves one callback, so a replayed callback (same state, same cookie) finds nothing.
 */
export class SignInAttempts {
  constructor(private readonly redis: Redis) {}

  /** Keeps an attempt; returns the id for the cookie. */
  async save(attempt: SignInAttempt): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(attemptKey(id), JSON.stringify(attempt), 'EX', SIGN_IN_ATTEMPT_TTL_SECONDS);
    return id;
  }

  /** The attempt of this id, once: undefined when unknown, expired or already taken. */
  async take(id: string | undefined): Promise<SignInAttempt | undefined> {
    if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
    const stored = await this.redis.getdel(attemptKey(id));
    return stored ? (JSON.parse(stored) as SignInAttempt) : undefined;
  }
}

function attemptKey(id: string): string {
  return `oidc-attempt:${createHash('sha256').update(id).digest('hex')}`;
}
