import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Actor, UserDto } from '@lieux/contracts';
import { sessionIdOf } from './session.cookie.js';

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
  private readonly readings = new WeakMap<FastifyRequest, Promise<SessionData | undefined>>();

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
  /**
   * The session of a request's cookie, read from Redis once per request: the actor's resolver and the
   * handler (a vote needs when the account was opened) share the one read.
   */
  readOf(request: FastifyRequest): Promise<SessionData | undefined> {
    let reading = this.readings.get(request);
    if (!reading) {
      reading = this.read(sessionIdOf(request));
      this.readings.set(request, reading);
    }
    return reading;
  }

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
    await this.updateUser(user.id, user);
  }

  /**
   * Changes the user's role and/or plan in every live session of theirs (`user.role-changed`,
   * `user.plan-changed`): the next request of each session is made with the new role. Returns how
   * many sessions were updated.
   */
  async changeAccess(userId: string, access: Partial<Pick<UserDto, 'role' | 'subscription'>>): Promise<number> {
    return this.updateUser(userId, access);
  }

  /**
   * Sets `fields` of the user in each live session of `userId`, keeping each session's expiry. One Lua
   * script, so it is atomic: two changes arriving together (a role and a plan, on two gateway
   * replicas) cannot overwrite each other with a stale copy.
   */
  private async updateUser(userId: string, fields: Partial<UserDto>): Promise<number> {
    const updated = await this.redis.eval(UPDATE_SESSION_USERS, 1, userKey(userId), this.redis.options.keyPrefix ?? '', JSON.stringify(fields));
    return Number(updated);
  }

  /** Ends every session of a user (a password change, a reset, a deleted account). */
  async destroyAllOf(userId: string): Promise<void> {
    const keys = await this.redis.smembers(userKey(userId));
    await this.redis.del(...keys, userKey(userId));
  }
}

/**
 * KEYS[1] the user's set of session keys; ARGV[1] the connection's key prefix (the set holds keys
 * without it); ARGV[2] the user's fields to set, as JSON. Returns how many sessions were rewritten.
 */
const UPDATE_SESSION_USERS = `
local fields = cjson.decode(ARGV[2])
local updated = 0
for _, key in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  local stored = redis.call('GET', ARGV[1] .. key)
  if stored then
    local session = cjson.decode(stored)
    for name, value in pairs(fields) do session.user[name] = value end
    redis.call('SET', ARGV[1] .. key, cjson.encode(session), 'KEEPTTL')
    updated = updated + 1
  end
end
return updated
`;

function sessionKey(id: string): string {
  return `session:${createHash('sha256').update(id).digest('hex')}`;
}

function userKey(userId: string): string {
  return `user-sessions:${userId}`;
}
