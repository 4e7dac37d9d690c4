import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Actor, UserDto } from '@lieux/contracts';

/** What a session remembers: enough to answer `GET /api/auth/status` and to name the actor without asking a service. */
export interface SessionData {
  user: UserDto;
  /** ISO time the person signed in. */
  createdAt: string;
}

export function actorOf(session: SessionData): Actor {
  return { userId: session.user.id, role: session.user.role, plan: session.user.subscription };
}

/** 32 random bytes, base64url: 43 characters. Anything else is not one of ours. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions in Redis (DESIGN.md rule 7). The id is 256 random bits, given to the browser only: Redis
 * keys hold its SHA-256, so reading Redis does not hand out live sessions. Each user has a set of
 * their sessions' keys, so all of them can be ended at once (password change, account deletion).
 * Keys, under the connection's prefix: `session:<sha256>` and `user-sessions:<userId>`.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  get maxAgeSeconds(): number {
    return this.ttlSeconds;
  }

  /** A new session for `user`: its id, for the cookie. */
  async create(user: UserDto): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    const data: SessionData = { user, createdAt: new Date().toISOString() };
    const key = sessionKey(id);
    await this.redis
      .multi()
      .set(key, JSON.stringify(data), 'EX', this.ttlSeconds)
      .sadd(userKey(user.id), key)
      .expire(userKey(user.id), this.ttlSeconds)
      .exec();
    return id;
  }

  /** The live session of an id, or undefined (unknown, expired, ended, or not an id at all). */
  async read(id: string | undefined): Promise<SessionData | undefined> {
    if (!id || !SESSION_ID.test(id)) return undefined;
    const stored = await this.redis.get(sessionKey(id));
    return stored ? (JSON.parse(stored) as SessionData) : undefined;
  }

  /** Ends one session; nothing happens for an unknown id. */
  async destroy(id: string | undefined): Promise<void> {
    const session = await this.read(id);
    if (!session || !id) return;
    const key = sessionKey(id);
    await this.redis.multi().del(key).srem(userKey(session.user.id), key).exec();
  }

  /** Puts the user's new details in every live session of theirs (a renamed user stays signed in everywhere). */
  async replaceUser(user: UserDto): Promise<void> {
    const keys = await this.redis.smembers(userKey(user.id));
    const stored = keys.length > 0 ? await this.redis.mget(...keys) : [];
    const multi = this.redis.multi();
    stored.forEach((value, index) => {
      if (value) multi.set(keys[index], JSON.stringify({ ...(JSON.parse(value) as SessionData), user }), 'KEEPTTL');
    });
    await multi.exec();
  }

  /** Ends every session of a user (a password change, a reset, a deleted account). */
  async destroyAllOf(userId: string): Promise<void> {
    const keys = await this.redis.smembers(userKey(userId));
    await this.redis.del(...keys, userKey(userId));
  }
}

function sessionKey(id: string): string {
  return `session:${createHash('sha256').update(id).digest('hex')}`;
}

function userKey(userId: string): string {
  return `user-sessions:${userId}`;
}
