import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startTracing, type Tracing } from '@lieux/platform';

export interface InMemoryTracing {
  /** The spans ended so far, in the order they ended. */
  spans(): ReadableSpan[];
  /** The ended spans of one trace. */
  trace(traceId: string): ReadableSpan[];
  reset(): void;
  stop(): Promise<void>;
}

/**
 * Tracing on in this test file's process (the production start-up, `startTracing`), every span kept
 * in memory as soon as it ends instead of exported.
 */
export async function startInMemoryTracing(processName = 'test'): Promise<InMemoryTracing> {
  const exporter = new InMemorySpanExporter();
  const tracing: Tracing = await startTracing(processName, { spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  return {
    spans: () => exporter.getFinishedSpans(),
    trace: (traceId) => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId),
    reset: () => exporter.reset(),
    stop: () => tracing.shutdown(),
  };
}
