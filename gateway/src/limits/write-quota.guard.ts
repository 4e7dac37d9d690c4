import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestActor } from '../actor/actor.guard.js';
import { refuseIfLimited } from '../auth/rate-limited.js';
import { READ_METHODS, WriteQuotas } from './write-quotas.js';

/**
 * Applies the write quotas to every HTTP request that may change something, after the ActorGuard
 * (registered before it) has said who is calling: 429 `rate_limited` with Retry-After beyond either.
 */
@Injectable()
export class WriteQuotaGuard implements CanActivate {
  constructor(@Inject(WriteQuotas) private readonly quotas: WriteQuotas) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (READ_METHODS.has(request.method)) return true;
    refuseIfLimited(http.getResponse<FastifyReply>(), await this.quotas.take(requestActor(request)?.userId, request.ip));
    return true;
  }
}
