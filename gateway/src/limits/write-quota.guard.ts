import { Inject, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestActor } from '../actor/actor.guard.js';
import { refuseIfLimited } from '../auth/rate-limited.js';
import { READ_METHODS, WriteQuotas } from './write-quotas.js';

const OWN_QUOTAS = Symbol('ownWriteQuotas');

/**
 * On a write route whose handler takes a per-person and per-address quota of its own, tighter than the
 * write quotas (the vote): counted there only, not twice — the hottest write path keeps one Redis
 * command per request (measured: the second cost the gateway about 50 µs a vote, docs/reliability.md).
 */
export const OwnWriteQuotas = () => SetMetadata(OWN_QUOTAS, true);

/**
 * Applies the write quotas to every HTTP request that may change something, after the ActorGuard
 * (registered before it) has said who is calling: 429 `rate_limited` with Retry-After beyond either.
 */
@Injectable()
export class WriteQuotaGuard implements CanActivate {
  constructor(
    @Inject(WriteQuotas) private readonly quotas: WriteQuotas,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (READ_METHODS.has(request.method) || this.reflector.get<boolean | undefined>(OWN_QUOTAS, context.getHandler())) return true;
    refuseIfLimited(http.getResponse<FastifyReply>(), await this.quotas.take(requestActor(request)?.userId, request.ip));
    return true;
  }
}
