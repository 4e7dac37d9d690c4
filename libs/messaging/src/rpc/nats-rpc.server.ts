import { Server, NatsContext, type CustomTransportStrategy, type MessageHandler } from '@nestjs/microservices';
import { headers as natsHeaders, type Msg, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { isObservable, lastValueFrom } from 'rxjs';
import type { Logger } from 'pino';
import { isErrorCode, isRpcErrorPayload, type RpcErrorPayload } from '@lieux/contracts';
import {
  acceptRequestId,
  extractTraceContext,
  inSpan,
  logRequest,
  markFailed,
  REQUEST_ID_HEADER,
  requestIdIn,
  runWithRequestId,
  SpanKind,
  type RequestLogSettings,
  type Span,
} from '@lieux/platform';
import { decodeRpcBody, encodeRpcBody, RPC_ERROR_HEADER } from './rpc-wire.js';
import { observeRpcServer } from './rpc-metrics.js';

/** Runs one request's handler inside a per-request scope (the ORM's request context…). */
export type RpcRequestScope = <T>(handle: () => Promise<T>) => Promise<T>;

export interface NatsRpcServerOptions {
  /** Opens the server's own connection, drained when the server closes. */
  connect: () => Promise<NatsConnection>;
  /** The queue group: replicas share the load, each request is answered once. */
  queue: string;
  logger: Logger;
  logSettings: RequestLogSettings;
  /** Default: none. A service passes the ORM's request context (`ormRequestScope`). */
  scope?: RpcRequestScope;
}

const unscoped: RpcRequestScope = (handle) => handle();
/** Failures of the platform rather than of the request: worth a warn line. */
const PLATFORM_FAILURES = new Set(['internal_error', 'service_unavailable']);

/**
 * Nest's request-reply over NATS, kept to what a request costs: one subscription per handler subject
 * in the service's queue group (Nest's ServerNats JSON-parses every subject, and throws, per
 * message), the payload decoded once, and ONE async context per message carrying the request id
 * (for logs) and the caller's scope, instead of a chain of interceptors. Exception filters still
 * apply (Nest's RPC proxy wraps each handler), so `RpcErrorFilter` shapes every failure; actor
 * headers reach `@CurrentActor()` through the `NatsContext`. Wire format: rpc-wire.ts.
 */
export class NatsRpcServer extends Server implements CustomTransportStrategy {
  private connection: NatsConnection | undefined;
  private readonly subscriptions: Subscription[] = [];
  private readonly scope: RpcRequestScope;
  /** Requests being answered: a closing server waits for them before its connection goes. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: NatsRpcServerOptions) {
    super();
    this.scope = options.scope ?? unscoped;
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      const connection = await this.options.connect();
      this.connection = connection;
      for (const [subject, handler] of this.messageHandlers) {
        // Events travel on JetStream through the service kit's consumer, never through here.
        if (handler.isEventHandler) continue;
        this.subscriptions.push(
          connection.subscribe(subject, {
            queue: this.options.queue,
            callback: (error, message) => {
              if (error) this.options.logger.error({ err: error, subject }, 'NATS subscription failed');
              else this.track(this.onMessage(subject, handler, message));
            },
          }),
        );
      }
      await connection.flush();
      callback();
    } catch (error) {
      callback(error);
    }
  }

  private track(answering: Promise<void>): void {
    this.inFlight.add(answering);
    const done = () => void this.inFlight.delete(answering);
    answering.then(done, done);
  }

  private onMessage(subject: string, handler: MessageHandler, message: Msg): Promise<void> {
    // A server span continuing the caller's trace; with tracing on, the logs' request id is its trace id.
    const trace = { kind: SpanKind.SERVER, parent: extractTraceContext(message.headers), attributes: { 'rpc.system': 'nats' } };
    return inSpan(subject, trace, (span) => {
      const requestId = requestIdIn(span, acceptRequestId(message.headers?.get(REQUEST_ID_HEADER)));
      return runWithRequestId(requestId, () => this.scope(() => this.answer(subject, handler, message, span)));
    });
  }

  private async answer(subject: string, handler: MessageHandler, message: Msg, span: Span): Promise<void> {
    const started = performance.now();
    let failure: RpcErrorPayload | undefined;
    try {
      const result: unknown = await handler(decodeRpcBody(message.data), new NatsContext([message.subject, message.headers]));
      const reply = isObservable(result) ? await lastValueFrom(result, { defaultValue: undefined }) : result;
      message.respond(encodeRpcBody(reply));
    } catch (error) {
      failure = this.toFailure(error, subject);
      const headers = natsHeaders();
      headers.set(RPC_ERROR_HEADER, '1');
      message.respond(encodeRpcBody(failure), { headers });
    }
    const failed = failure !== undefined && PLATFORM_FAILURES.has(failure.code);
    if (failed) markFailed(span, failure?.code ?? '');
    const ms = Math.round(performance.now() - started);
    observeRpcServer(subject, failure?.code, performance.now() - started);
    logRequest(this.options.logger, this.options.logSettings, { subject, outcome: failure ? failure.code : 'ok', ms }, failed, 'request handled');
  }

  /** What the exception filter made of the error; anything that escaped it (a bad payload) is internal. */
  private toFailure(error: unknown, subject: string): RpcErrorPayload {
    if (isRpcErrorPayload(error) && isErrorCode(error.code)) return error;
    this.options.logger.error({ err: error, subject }, 'request failed outside its handler');
    return { code: 'internal_error' };
  }

  on(): never {
    throw new Error('NatsRpcServer has no events to listen to');
  }

  unwrap<T>(): T {
    if (!this.connection) throw new Error('NatsRpcServer is not listening yet');
    return this.connection as T;
  }

  /**
   * Stops taking requests (the queue group sends new ones to the other replicas), lets the ones in
   * flight answer, and closes the connection. Draining alone would not do: it waits for the handlers
   * to be called, not for their answers, which would then find the connection closed.
   */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    const subscriptions = this.subscriptions.splice(0);
    await Promise.all(subscriptions.map((subscription) => subscription.drain().catch(() => subscription.unsubscribe())));
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    await connection?.drain().catch(() => connection.close());
  }
}
