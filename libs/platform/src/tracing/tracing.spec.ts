import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace';
import { ConfigurationError } from '../config/load-env.js';
import { acceptRequestId } from '../logging/request-context.js';
import { inSpan, requestIdIn, traceIdOf, traceparentOf } from './trace-context.js';
import { isTraceId, newTraceId } from './trace-id.js';
import { currentTracing, startTracing } from './tracing.js';

describe('startTracing', () => {
  it('leaves tracing off without OTEL_EXPORTER_OTLP_ENDPOINT: spans are no-ops, no traceparent, the carried request id stays', async () => {
    const tracing = await startTracing('unit', { env: {} });
    expect(tracing.enabled).toBe(false);
    expect(currentTracing().enabled).toBe(false);
    await inSpan('off', { kind: SpanKind.SERVER }, async (span) => {
      expect(traceIdOf(span)).toBeUndefined();
      expect(traceparentOf()).toBeNull();
      expect(requestIdIn(span, 'carried-id-1')).toBe('carried-id-1');
    });
  });

  it('refuses an endpoint that is not an http(s) URL, naming the variable', async () => {
    await expect(startTracing('unit', { env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' } })).rejects.toThrow(ConfigurationError);
    await expect(startTracing('unit', { env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' } })).rejects.toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('when on, makes the request id the trace id and gives the active span a traceparent; shut down, it is off again', async () => {
    const exporter = new InMemorySpanExporter();
    const tracing = await startTracing('unit', { spanProcessors: [new SimpleSpanProcessor({ exporter })] });
    try {
      expect(currentTracing().enabled).toBe(true);
      await inSpan('on', { kind: SpanKind.SERVER }, async (span) => {
        const traceId = traceIdOf(span) as string;
        expect(isTraceId(traceId)).toBe(true);
        expect(requestIdIn(span, 'carried-id-1')).toBe(traceId);
        expect(traceparentOf()).toBe(`00-${traceId}-${span.spanContext().spanId}-01`);
      });
      await tracing.flush();
      expect(exporter.getFinishedSpans().map((span) => [span.name, span.attributes['lieux.request_id']])).toEqual([['on', 'carried-id-1']]);
    } finally {
      await tracing.shutdown();
    }
    expect(currentTracing().enabled).toBe(false);
    await inSpan('off again', { kind: SpanKind.SERVER }, async (span) => expect(traceIdOf(span)).toBeUndefined());
  });
});

describe('request ids without tracing', () => {
  it('are shaped as W3C trace ids when the gateway makes one', () => {
    expect(newTraceId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newTraceId()).not.toBe(newTraceId());
    expect(isTraceId(acceptRequestId(undefined))).toBe(true);
    expect(isTraceId(acceptRequestId('bad id!'))).toBe(true);
    expect(acceptRequestId('client-id-12345')).toBe('client-id-12345');
    expect(isTraceId('0'.repeat(32))).toBe(false);
  });
});
