import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserDto } from '@lieux/contracts';
import { clearSessionCookie, sessionIdOf, setSessionCookie } from './session.cookie.js';
import { SessionStore } from './session.store.js';

/** Starting and ending the session of a browser: what every sign-in and sign-out route does. */
@Injectable()
export class SessionSignIn {
  constructor(@Inject(SessionStore) private readonly sessions: SessionStore) {}

  /** A new session id at every sign-in: one planted before sign-in is worth nothing after it. */
  async signIn(request: FastifyRequest, reply: FastifyReply, user: UserDto): Promise<void> {
    await this.sessions.destroy(sessionIdOf(request));
    setSessionCookie(request, reply, await this.sessions.create(user), this.sessions.maxAgeSeconds);
  }

  /** Ends every session of the user (a password change) and keeps this browser signed in with a new one. */
  async signInAlone(request: FastifyRequest, reply: FastifyReply, user: UserDto): Promise<void> {
    await this.sessions.destroyAllOf(user.id);
    setSessionCookie(request, reply, await this.sessions.create(user), this.sessions.maxAgeSeconds);
  }

  async signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.sessions.destroy(sessionIdOf(request));
    clearSessionCookie(request, reply);
  }

  /** The signed-in user of this request, or null. */
  async userOf(request: FastifyRequest): Promise<UserDto | null> {
    return (await this.sessions.readOf(request))?.user ?? null;
  }
}
