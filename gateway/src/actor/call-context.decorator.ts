import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RpcCallContext } from '@lieux/messaging';
import { requestActor } from './actor.guard.js';
import { requestTrace } from '../http/request-tracing.js';

export function callContextOf(request: FastifyRequest): RpcCallContext {
  return { requestId: String(request.id), actor: requestActor(request), trace: requestTrace(request) };
}

/**
 * What a controller passes on with each RPC: the request id and the actor, which only the gateway
 * sets. `list(@CallContext() context: RpcCallContext)` then `services.request(rpc, payload, context)`.
 */
export const CallContext = createParamDecorator((_data: unknown, context: ExecutionContext): RpcCallContext =>
  callContextOf(context.switchToHttp().getRequest<FastifyRequest>()),
);
