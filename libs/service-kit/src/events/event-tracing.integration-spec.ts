import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { SpanKind } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { createLogger, inSpan, ROOT_CONTEXT, runWithRequestId, type Span } from '@lieux/platform';
import { startInMemoryTracing, type InMemoryTracing } from '@lieux/testing';
import { EventConsumer } from './event.consumer.js';
import { EventOutbox } from './event.outbox.js';
import { OutboxRelay } from './outbox.relay.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { CapturedLogger } from './test/captured.logger.js';
import { counterValue, incrementCounter, openTestNamespace, TEST_SCHEMA, voteCast, waitFor, useTestDatabase, type TestNamespace } from './test/messaging-test.harness.js';

jest.setTimeout(30_000);

/**
 * Tracing on (in-memory exporter), real PostgreSQL and JetStream: an event written in the outbox
 * inside a traced request is relayed and consumed in that request's trace, and the handler's log
 * lines carry the trace id as request id.
 */
describe('event tracing through the outbox (real PostgreSQL and JetStream)', () => {
  let tracing: InMemoryTracing;
  let orm: MikroORM;
  let ns: TestNamespace;
  let relay: OutboxRelay;
  let consumer: EventConsumer;
  const outbox = new EventOutbox();
  const handlerLines: Array<Record<string, unknown>> = [];
  const handlerLogger = createLogger('venues-test', 'info', { write: (line: string) => void handlerLines.push(JSON.parse(line) as Record<string, unknown>) });

  beforeAll(async () => {
    tracing = await startInMemoryTracing('event-tracing-test');
  });
  useTestDatabase((opened) => (orm = opened));

  beforeEach(async () => {
    tracing.reset();
    handlerLines.length = 0;
    ns = await openTestNamespace();
    const streams = { nc: ns.nc, streamName: ns.namespace.streamName, subjectPrefix: ns.namespace.subjectPrefix, logger: new CapturedLogger() };
    relay = new OutboxRelay({ em: orm.em, ...streams });
    consumer = new EventConsumer({ serviceName: 'venues', em: orm.em, ...streams }).on('vote.cast', async (payload, { em }) => {
      await incrementCounter(em, `applied:${payload.venueId}`);
      handlerLogger.info({ venueId: payload.venueId }, 'vote applied');
    });
    await relay.start();
    await consumer.start();
  });

  afterEach(async () => {
    await consumer?.stop();
    await relay?.stop();
    await ns?.close();
  });

  afterAll(async () => {
    await tracing?.stop();
  });

  /** What a service does with a request: a server span of a new trace, the request id its trace id. */
  function inRequest<T>(work: (span: Span) => Promise<T>): Promise<T> {
    return inSpan('votes.cast', { kind: SpanKind.SERVER, parent: ROOT_CONTEXT }, (span) => runWithRequestId(span.spanContext().traceId, () => work(span)));
  }

  function spansOf(traceId: string, kind: SpanKind): ReadableSpan[] {
    return tracing.trace(traceId).filter((span) => span.kind === kind);
  }

  async function storedTraceparents(): Promise<Array<string | null>> {
    return (await orm.em.fork().find(OutboxMessage, {})).map((row) => row.traceparent);
  }

  it('continues the request’s trace from the outbox row to the consumer’s span, through the relay’s producer span', async () => {
    const venueId = randomUUID();
    const request = await inRequest(async (span) => {
      await orm.em.fork().transactional(async (em) => {
        outbox.add(em, 'vote.cast', voteCast(venueId));
      });
      return span;
    });
    const traceId = request.spanContext().traceId;
    relay.kick();
    await waitFor(async () => (await counterValue(orm.em, `applied:${venueId}`)) === 1);
    await waitFor(() => spansOf(traceId, SpanKind.CONSUMER).length === 1);

    expect(await storedTraceparents()).toEqual([`00-${traceId}-${request.spanContext().spanId}-01`]);
    const [producer] = spansOf(traceId, SpanKind.PRODUCER);
    const [consumed] = spansOf(traceId, SpanKind.CONSUMER);
    expect(producer.name).toBe('vote.cast publish');
    expect(producer.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(consumed.name).toBe('vote.cast process');
    expect(consumed.parentSpanContext?.spanId).toBe(producer.spanContext().spanId);
    expect(consumed.attributes['lieux.handler']).toBe('vote.cast');
  });

  it('keeps the trace of an event written in one statement with its change (EventOutbox.insertFrom), and logs the handler’s line under the trace id', async () => {
    const venueId = randomUUID();
    const traceId = await inRequest(async (span) => {
      const envelope = outbox.envelope('vote.cast', voteCast(venueId));
      await orm.em.fork().execute(
        `with changed as (insert into ${TEST_SCHEMA}.counter (name, value) values (?, 1) returning 1) ${EventOutbox.insertFrom(TEST_SCHEMA, 'changed')}`,
        [`votes:${venueId}`, ...EventOutbox.row(envelope)],
      );
      return span.spanContext().traceId;
    });
    relay.kick();
    await waitFor(async () => (await counterValue(orm.em, `applied:${venueId}`)) === 1);
    await waitFor(() => spansOf(traceId, SpanKind.CONSUMER).length === 1);

    expect(await storedTraceparents()).toEqual([expect.stringMatching(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`))]);
    const applied = handlerLines.filter((line) => line.msg === 'vote applied' && line.venueId === venueId);
    expect(applied).toHaveLength(1);
    expect(applied[0].requestId).toBe(traceId);
  });

  it('applies an event written outside any trace in a trace of its own, the row keeping no traceparent', async () => {
    const venueId = randomUUID();
    await orm.em.fork().transactional(async (em) => {
      outbox.add(em, 'vote.cast', voteCast(venueId), { requestId: 'job-without-trace-1' });
    });
    relay.kick();
    await waitFor(async () => (await counterValue(orm.em, `applied:${venueId}`)) === 1);
    await waitFor(() => tracing.spans().some((span) => span.kind === SpanKind.CONSUMER));

    expect(await storedTraceparents()).toEqual([null]);
    const consumed = tracing.spans().filter((span) => span.kind === SpanKind.CONSUMER);
    expect(consumed).toHaveLength(1);
    expect(consumed[0].parentSpanContext).toBeUndefined();
    expect(consumed[0].attributes['lieux.request_id']).toBe('job-without-trace-1');
    expect(tracing.spans().filter((span) => span.kind === SpanKind.PRODUCER)).toHaveLength(0);
    const applied = handlerLines.filter((line) => line.msg === 'vote applied' && line.venueId === venueId);
    expect(applied[0].requestId).toBe(consumed[0].spanContext().traceId);
  });
});
