import { context, propagation, trace, type ProxyTracerProvider } from '@opentelemetry/api';
import type { SpanExporter, SpanProcessor } from '@opentelemetry/sdk-trace';
import { loadEnv } from '../config/load-env.js';
import { TracingEnv } from './tracing.env.js';

export interface TracingOptions {
  /** Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /**
   * Where the spans go instead of the OTLP exporter (tests: `SimpleSpanProcessor(InMemorySpanExporter)`).
   * Given, tracing is on whatever the environment says.
   */
  spanProcessors?: SpanProcessor[];
}

/** The process's tracing, started or not. */
export interface Tracing {
  readonly enabled: boolean;
  /** Exports what is buffered (spans leave in batches, every `OTEL_BSP_SCHEDULE_DELAY` ms, default 5 s). */
  flush(): Promise<void>;
  /** Flushes, stops the SDK and unregisters it: spans started afterwards are no-ops again. */
  shutdown(): Promise<void>;
}

const OFF: Tracing = { enabled: false, flush: async () => undefined, shutdown: async () => undefined };

let started: Tracing | undefined;

/**
 * Starts OpenTelemetry for this process when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (OTLP/HTTP, JSON,
 * to `<endpoint>/v1/traces`), named `OTEL_SERVICE_NAME` or else `processName`. Unset: nothing is
 * loaded or registered, the API's no-op tracer stays, and every span our seams open costs a few
 * function calls. No auto-instrumentation: the spans are opened by hand at our own seams (gateway
 * request, RPC client and server, outbox relay, event consumer — docs/tracing.md), so nothing is
 * monkey-patched and this may start after the other imports. Once per process; a second call
 * returns the first one's handle.
 */
export async function startTracing(processName: string, options: TracingOptions = {}): Promise<Tracing> {
  if (started) return started;
  const env = loadEnv(TracingEnv, options.env);
  if (!options.spanProcessors && env.OTEL_EXPORTER_OTLP_ENDPOINT === '') return OFF;
  // Loaded only when tracing is on: a process without it does not pay for the SDK's modules.
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || processName,
    // The exporter goes through a batch processor configured by the standard OTEL_BSP_* variables.
    ...(options.spanProcessors ? { spanProcessors: options.spanProcessors } : { traceExporter: await otlpExporterTo(env.OTEL_EXPORTER_OTLP_ENDPOINT) }),
    // Traces only: metrics are prom-client's (/metrics), logs are pino's JSON lines.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [],
  });
  sdk.start();
  const tracing: Tracing = {
    enabled: true,
    flush: async () => {
      const provider = trace.getTracerProvider() as ProxyTracerProvider;
      await (provider.getDelegate() as Partial<Flushable>).forceFlush?.();
    },
    shutdown: async () => {
      started = undefined;
      await sdk.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
  started = tracing;
  return tracing;
}

/** The process's tracing as `startTracing` left it (off when it was never started). */
export function currentTracing(): Tracing {
  return started ?? OFF;
}

interface Flushable {
  forceFlush(): Promise<void>;
}

async function otlpExporterTo(endpoint: string): Promise<SpanExporter> {
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  return new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
}
