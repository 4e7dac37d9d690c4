import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@lieux/contracts';
import { ActorResolver } from './actor.resolver.js';

const actors = new WeakMap<FastifyRequest, Actor>();

/** The actor the guard resolved for this request; undefined: anonymous. */
export function requestActor(request: FastifyRequest): Actor | undefined {
  return actors.get(request);
}

/**
 * Resolves the actor of every HTTP request before its handler runs, so it can travel with the
 * request's RPCs. It lets every request through: refusing is for the routes' own guards and for the
 * service that owns the data.
 */
@Injectable()
export class ActorGuard implements CanActivate {
  constructor(@Inject(ActorResolver) private readonly resolver: ActorResolver) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const actor = this.resolver.resolve(request);
    return actor instanceof Promise ? actor.then((resolved) => remember(request, resolved)) : remember(request, actor);
  }
}

function remember(request: FastifyRequest, actor: Actor | undefined): true {
  if (actor) actors.set(request, actor);
  return true;
}
