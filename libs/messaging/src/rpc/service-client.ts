import { headers as natsHeaders, type NatsConnection } from '@nats-io/transport-node';
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
import { inSpan, injectTraceContext, REQUEST_ID_HEADER, SpanKind, type TraceContext } from '@lieux/platform';
import { observeRpcClient } from './rpc-metrics.js';
import { writeActorHeaders } from './actor.js';
import { rpcSubject } from './rpc-subject.js';
import { decodeRpcBody, encodeRpcBody, RPC_ERROR_HEADER } from './rpc-wire.js';

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
  /** The trace the request belongs to (the gateway's HTTP span); default: the active one. */
  trace?: TraceContext;
}

/** The part of a NATS connection a request needs (the process's own connection). */
export type NatsRequester = Pick<NatsConnection, 'request'>;

/**
 * Typed request-reply over NATS with a deadline: a service that does not answer in time, or a NATS
 * that cannot be reached, becomes `service_unavailable` instead of a hanging request. Calls the
 * connection directly (rpc-wire.ts); `connectNats` turns nats.js's async stack traces off, which
 * it would otherwise capture on every request (docs/performance.md).
 */
export class ServiceClient {
  constructor(
    private readonly nats: NatsRequester,
    private readonly timeoutMs: number,
    private readonly subjectPrefix = '',
  ) {}

  /** `request(RPC.categoriesList, {}, context)`: the definition gives the payload and reply types. */
  request<D extends AnyRpc>(rpc: D, payload: RpcRequest<D>, context: RpcCallContext): Promise<RpcReply<D>> {
    // A client span; the service's server span continues it from the W3C headers (docs/tracing.md).
    const trace = { kind: SpanKind.CLIENT, parent: context.trace, attributes: { 'rpc.system': 'nats' }, isAnswer: isRefusal };
    return inSpan(rpc.subject, trace, () => observeRpcClient(rpc.subject, () => this.send(rpc, payload, context)));
  }

  private async send<D extends AnyRpc>(rpc: D, payload: RpcRequest<D>, context: RpcCallContext): Promise<RpcReply<D>> {
    const headers = natsHeaders();
    if (context.requestId) headers.set(REQUEST_ID_HEADER, context.requestId);
    writeActorHeaders(headers, context.actor);
    injectTraceContext(headers);
    let reply;
    try {
      reply = await this.nats.request(rpcSubject(rpc.subject, this.subjectPrefix), encodeRpcBody(payload), {
        timeout: this.timeoutMs,
        headers,
      });
    } catch {
      // Timeout, no responders, connection refused or lost: the service is not there right now.
      throw new RpcFailure('service_unavailable', rpc.subject);
    }
    if (reply.headers?.has(RPC_ERROR_HEADER)) throw toRpcFailure(decodeRpcBody(reply.data), rpc.subject);
    return decodeRpcBody<RpcReply<D>>(reply.data);
  }
}

/** A request the service refused (not found, forbidden…): an answer, not a failure of the platform. */
function isRefusal(error: unknown): boolean {
  return error instanceof RpcFailure && error.code !== 'internal_error' && error.code !== 'service_unavailable';
}

function toRpcFailure(error: unknown, subject: string): RpcFailure {
  if (isRpcErrorPayload(error) && isErrorCode(error.code)) {
    const errorId = (error as { errorId?: unknown }).errorId;
    return new RpcFailure(error.code, subject, error.errors, typeof errorId === 'string' ? errorId : undefined);
  }
  return new RpcFailure('internal_error', subject);
}
