import type { ClientProxy } from '@nestjs/microservices';
import { NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import {
  isErrorCode,
  isRpcErrorPayload,
  type Actor,
  type AnyRpc,
  type ErrorCode,
  type FieldError,
  type RpcReply,
  type RpcRequest,
} from '@lieux/contracts';
import { REQUEST_ID_HEADER } from '@lieux/platform';
import { writeActorHeaders } from './actor.js';
import { rpcSubject } from './rpc-subject.js';

/** A request that did not succeed, with the contract's code; the gateway maps it to HTTP. */
export class RpcFailure extends Error {
  override readonly name = 'RpcFailure';

  constructor(
    readonly code: ErrorCode,
    readonly subject: string,
    readonly errors?: FieldError[],
    readonly errorId?: string,
  ) {
    super(`${subject}: ${code}`);
  }
}

/** Who a request is made for, sent in its NATS headers. */
export interface RpcCallContext {
  /** Followed into the service's logs. */
  requestId?: string;
  /** The signed-in user, resolved by the gateway from the request; undefined: anonymous. */
  actor: Actor | undefined;
}

/**
 * Typed request-reply over NATS with a deadline: a service that does not answer in time, or a NATS
 * that cannot be reached, becomes `service_unavailable` instead of a hanging request.
 */
export class ServiceClient {
  constructor(
    private readonly client: ClientProxy,
    private readonly timeoutMs: number,
    private readonly subjectPrefix = '',
  ) {}

  /** `request(RPC.categoriesList, {}, context)`: the definition gives the payload and reply types. */
  async request<D extends AnyRpc>(rpc: D, payload: RpcRequest<D>, context: RpcCallContext): Promise<RpcReply<D>> {
    const headers = natsHeaders();
    if (context.requestId) headers.set(REQUEST_ID_HEADER, context.requestId);
    writeActorHeaders(headers, context.actor);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    try {
      return await firstValueFrom(
        this.client.send<RpcReply<D>>(rpcSubject(rpc.subject, this.subjectPrefix), record).pipe(timeout(this.timeoutMs)),
      );
    } catch (error) {
      throw toRpcFailure(error, rpc.subject);
    }
  }
}

function toRpcFailure(error: unknown, subject: string): RpcFailure {
  if (error instanceof TimeoutError) return new RpcFailure('service_unavailable', subject);
  if (isRpcErrorPayload(error) && isErrorCode(error.code)) {
    const errorId = (error as { errorId?: unknown }).errorId;
    return new RpcFailure(error.code, subject, error.errors, typeof errorId === 'string' ? errorId : undefined);
  }
  // Connection refused, connection lost, no responders: the service is not there right now.
  return new RpcFailure('service_unavailable', subject);
}
