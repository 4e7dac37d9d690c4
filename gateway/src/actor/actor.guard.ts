import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { accessRefusal, type Actor, type AllowedRoles, type ErrorCode } from '@lieux/contracts';
import { ApiException } from '../http/api-exception.js';
import { ActorResolver } from './actor.resolver.js';
import { ALLOWED_ROLES, SIGN_IN_CODE } from './allow.decorator.js';

const actors = new WeakMap<FastifyRequest, Actor>();

/** The actor the guard resolved for this request; undefined: anonymous. */
export function requestActor(request: FastifyRequest): Actor | undefined {
  return actors.get(request);
}

/**
 * Resolves the actor of every HTTP request before its handler runs, so it can travel with the
 * request's RPCs, and applies who may call the route (its contract's `access`, or `@Allow(...)`): 401
 * signed out (the route's own code if it declares one), 403 another role. A route admitting anyone
 * is public; the service that owns the data checks again.
 */
@Injectable()
export class ActorGuard implements CanActivate {
  constructor(
    @Inject(ActorResolver) private readonly resolver: ActorResolver,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const actor = await this.resolver.resolve(request);
    if (actor) actors.set(request, actor);
    const roles = this.reflector.getAllAndOverride<AllowedRoles | undefined>(ALLOWED_ROLES, [context.getHandler(), context.getClass()]);
    const refusal = roles === undefined ? undefined : accessRefusal(actor, roles);
    if (refusal === 'unauthenticated') throw new ApiException(this.reflector.get<ErrorCode | undefined>(SIGN_IN_CODE, context.getHandler()) ?? refusal);
    if (refusal) throw new ApiException(refusal);
    return true;
  }
}
