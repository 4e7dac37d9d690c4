import type { FastifyRequest } from 'fastify';
import type { Actor } from '@lieux/contracts';

/**
 * Says who makes an HTTP request: the signed-in user, or undefined for an anonymous visitor. The
 * gateway's is the session's (`SessionActorResolver`); a test may give its own.
 */
export abstract class ActorResolver {
  abstract resolve(request: FastifyRequest): Actor | undefined | Promise<Actor | undefined>;
}
