import { jest } from '@jest/globals';
import { Catch, Controller, Module, type ExceptionFilter } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { throwError } from 'rxjs';
import { rpc, type NoPayload, type RpcErrorPayload } from '@lieux/contracts';
import { contextWithSpan, createLogger, currentRequestId, ROOT_CONTEXT, startSpan, type Span } from '@lieux/platform';
import { createNatsNamespace, startInMemoryTracing, type InMemoryTracing, type NatsNamespace } from '@lieux/testing';
import { DomainException } from './domain.exception.js';
import { RpcHandler } from './rpc-handler.decorator.js';
import { RpcFailure, type ServiceClient } from './service-client.js';
import { startRpcTestService, type RpcTestService } from './test/rpc-test-service.js';

jest.setTimeout(30_000);

const ECHO = rpc<NoPayload, { requestId: string | null }>('test.trace.echo');
const REFUSE = rpc<NoPayload, NoPayload>('test.trace.refuse');
const CRASH = rpc<NoPayload, NoPayload>('test.trace.crash');

@Catch()
class CodeFilter implements ExceptionFilter {
  catch(exception: unknown) {
    const payload: RpcErrorPayload = exception instanceof DomainException ? { code: exception.code } : { code: 'internal_error' };
    return throwError(() => payload);
  }
}

function handlers(subjectPrefix: string) {
  process.env.NATS_SUBJECT_PREFIX = subjectPrefix;
  try {
    @Controller()
    class TraceHandlers {
      @RpcHandler(ECHO)
      echo(@Payload() _payload: NoPayload) {
        return Promise.resolve({ requestId: currentRequestId() ?? null });
      }

      @RpcHandler(REFUSE)
      refuse(): NoPayload {
        throw new DomainException('forbidden');
      }

      @RpcHandler(CRASH)
      crash(): NoPayload {
        throw new TypeError('a bug');
      }
    }
    return TraceHandlers;
  } finally {
    delete process.env.NATS_SUBJECT_PREFIX;
  }
}

/**
 * Tracing on (in-memory exporter) for a ServiceClient asking a NatsRpcServer over a real NATS: the
 * caller's span, the client span and the service's server span make one trace, and the service's
 * log line names that trace as its request id.
 */
describe('RPC tracing over a real NATS', () => {
  let tracing: InMemoryTracing;
  let namespace: NatsNamespace;
  let running: RpcTestService;
  let services: ServiceClient;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    tracing = await startInMemoryTracing('rpc-tracing-test');
    namespace = await createNatsNamespace();
    @Module({ controllers: [handlers(namespace.subjectPrefix)] })
    class TraceModule {}
    running = await startRpcTestService(namespace, TraceModule, {
      configure: (service) => service.useGlobalFilters(new CodeFilter()),
      // Every request logged, through the platform's logger, into this array.
      logger: createLogger('rpc-tracing-test', 'info', { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) }),
      logSettings: { REQUEST_LOG_SAMPLE_RATE: 1, SLOW_REQUEST_MS: 60_000 },
    });
    services = running.services;
  });

  afterAll(async () => {
    await running?.close();
    await namespace?.cleanup();
    await tracing?.stop();
  });

  beforeEach(() => {
    tracing.reset();
    logLines.length = 0;
  });

  /** What the gateway does: a request span of a new trace, passed to the ServiceClient as the RPC's trace. */
  function gatewayRequest(): Span {
    return startSpan('GET /api/test', { kind: SpanKind.SERVER, parent: ROOT_CONTEXT });
  }

  /** The server span is named by the subject it listens on: in a test, with the namespace's prefix. */
  function wire(subject: string): string {
    return `${namespace.subjectPrefix}${subject}`;
  }

  /** The span of one kind named `name`, once it has ended (the server's ends after its reply is sent). */
  async function endedSpan(name: string, kind: SpanKind): Promise<ReadableSpan> {
    for (let waited = 0; waited < 5_000; waited += 20) {
      const found = tracing.spans().find((span) => span.name === name && span.kind === kind);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${SpanKind[kind]} span ${name} ended; spans: ${tracing.spans().map((span) => span.name).join(', ')}`);
  }

  it('gives a client span and a server span in the caller’s trace, the server span a child of the client span', async () => {
    const request = gatewayRequest();
    const traceId = request.spanContext().traceId;
    await services.request(ECHO, {}, { requestId: traceId, actor: undefined, trace: contextWithSpan(request, ROOT_CONTEXT) });
    request.end();

    const client = await endedSpan(ECHO.subject, SpanKind.CLIENT);
    const server = await endedSpan(wire(ECHO.subject), SpanKind.SERVER);
    expect(client.spanContext().traceId).toBe(traceId);
    expect(server.spanContext().traceId).toBe(traceId);
    expect(client.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(server.parentSpanContext?.spanId).toBe(client.spanContext().spanId);
    expect(server.parentSpanContext?.isRemote).toBe(true);
    expect(client.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('makes the trace id the request id of the service’s log line and handler, keeping a different carried id on the span', async () => {
    const request = gatewayRequest();
    const traceId = request.spanContext().traceId;
    const reply = await services.request(ECHO, {}, { requestId: 'req-from-elsewhere-1', actor: undefined, trace: contextWithSpan(request, ROOT_CONTEXT) });
    request.end();

    expect(reply.requestId).toBe(traceId);
    const server = await endedSpan(wire(ECHO.subject), SpanKind.SERVER);
    expect(server.attributes['lieux.request_id']).toBe('req-from-elsewhere-1');
    const handled = logLines.filter((line) => line.msg === 'request handled' && line.subject === wire(ECHO.subject));
    expect(handled).toHaveLength(1);
    expect(handled[0].requestId).toBe(traceId);
  });

  it('starts a trace of its own for a request made outside any span', async () => {
    const reply = await services.request(ECHO, {}, { actor: undefined });
    const client = await endedSpan(ECHO.subject, SpanKind.CLIENT);
    expect(client.parentSpanContext).toBeUndefined();
    expect(reply.requestId).toBe(client.spanContext().traceId);
  });

  it('marks a crash as failed on both sides, and a refusal on neither', async () => {
    await expect(services.request(REFUSE, {}, { actor: undefined })).rejects.toBeInstanceOf(RpcFailure);
    await expect(services.request(CRASH, {}, { actor: undefined })).rejects.toMatchObject({ code: 'internal_error' });

    expect((await endedSpan(REFUSE.subject, SpanKind.CLIENT)).status.code).toBe(SpanStatusCode.UNSET);
    expect((await endedSpan(wire(REFUSE.subject), SpanKind.SERVER)).status.code).toBe(SpanStatusCode.UNSET);
    expect((await endedSpan(CRASH.subject, SpanKind.CLIENT)).status.code).toBe(SpanStatusCode.ERROR);
    expect((await endedSpan(wire(CRASH.subject), SpanKind.SERVER)).status.code).toBe(SpanStatusCode.ERROR);
  });
});
