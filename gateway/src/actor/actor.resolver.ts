import type { FastifyRequest } from 'fastify';
import type { Actor } from '@lieux/contracts';

/**
 * Says who makes an HTTP request: the signed-in user, or undefined for an anonymous visitor. The
 * Accounts issue provides the session-backed resolver in place of the anonymous one.
 */
export abstract class ActorResolver {
  abstract resolve(request: FastifyRequest): Actor | undefined | Promise<Actor | undefined>;
}

/** There are no sessions yet: every request is anonymous. */
export class AnonymousActorResolver extends ActorResolver {
  resolve(): undefined {
    return undefined;
  }
}
