import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@lieux/contracts';
import { ActorResolver } from '../actor/actor.resolver.js';
import { actorOf, SessionStore } from './session.store.js';

/**
 * The actor of a request is the user of its session cookie: one Redis read, no service asked. No
 * cookie, or one that names no live session: anonymous. Redis unreachable: 503 (error-body.ts), not a
 * visitor silently signed out.
 */
@Injectable()
export class SessionActorResolver extends ActorResolver {
  constructor(@Inject(SessionStore) private readonly sessions: SessionStore) {
    super();
  }

  async resolve(request: FastifyRequest): Promise<Actor | undefined> {
    const session = await this.sessions.readOf(request);
    return session ? actorOf(session) : undefined;
  }
}
