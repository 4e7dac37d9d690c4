import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';

export { SpanKind, type Span };

/** Where a span continues from: an OpenTelemetry context (the active one unless said otherwise). */
export type TraceContext = Context;

/** The W3C header naming the trace and the parent span (`00-<trace id>-<span id>-<flags>`). */
export const TRACEPARENT_HEADER = 'traceparent';

/** Message headers as NATS has them (`MsgHdrs`): get gives '' or undefined when absent. */
export interface ReadableHeaders {
  get(name: string): string | null | undefined;
}
export interface WritableHeaders {
  set(name: string, value: string): void;
}

const headerGetter: TextMapGetter<ReadableHeaders> = {
  get: (carrier, key) => carrier.get(key) || undefined,
  keys: () => [],
};
const headerSetter: TextMapSetter<WritableHeaders> = {
  set: (carrier, key, value) => carrier.set(key, value),
};

const tracer = () => trace.getTracer('lieux');

/** The trace a message's headers continue (W3C `traceparent`/`tracestate`); the root context when none, or tracing is off. */
export function extractTraceContext(headers: ReadableHeaders | undefined): TraceContext {
  return headers ? propagation.extract(ROOT_CONTEXT, headers, headerGetter) : ROOT_CONTEXT;
}

/** Writes the trace of `from` (default: the active span) into outgoing headers; nothing when tracing is off. */
export function injectTraceContext(headers: WritableHeaders, from: TraceContext = context.active()): void {
  propagation.inject(from, headers, headerSetter);
}

/** The `traceparent` of `from` (default: the active span), kept with something that travels later (an outbox row); null when there is none. */
export function traceparentOf(from: TraceContext = context.active()): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(from, carrier, defaultTextMapSetter);
  return carrier[TRACEPARENT_HEADER] ?? null;
}

/** The context a stored `traceparent` names. */
export function traceContextOf(traceparent: string | null | undefined): TraceContext {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { [TRACEPARENT_HEADER]: traceparent }, defaultTextMapGetter) : ROOT_CONTEXT;
}

/** A link to the trace a context names, when it names one (a client's own trace at the public edge). */
export function linkTo(from: TraceContext): Link[] {
  const spanContext = trace.getSpanContext(from);
  return spanContext && isSpanContextValid(spanContext) ? [{ context: spanContext }] : [];
}

export interface SpanOptions {
  kind: SpanKind;
  /** Default: the active context. */
  parent?: TraceContext;
  attributes?: Attributes;
  links?: Link[];
  /** Errors that are an answer rather than a failure (a refused request): the span is not marked failed. Default: none. */
  isAnswer?: (error: unknown) => boolean;
}

/** Opens a span that the caller ends (`span.end()`), for a seam whose start and end are in different hooks. */
export function startSpan(name: string, options: SpanOptions): Span {
  return tracer().startSpan(name, { kind: options.kind, attributes: options.attributes, links: options.links }, options.parent ?? context.active());
}

/** The context in which `span` is the parent of what follows. */
export function contextWithSpan(span: Span, parent: TraceContext = context.active()): TraceContext {
  return trace.setSpan(parent, span);
}

/**
 * Runs `work` inside a new span (active for everything it calls) and ends it; a throw marks the span
 * failed and goes on. With tracing off the span is a no-op and this costs a few calls.
 */
export async function inSpan<T>(name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const span = startSpan(name, options);
  try {
    return await context.with(contextWithSpan(span, options.parent ?? context.active()), () => work(span));
  } catch (error) {
    if (!options.isAnswer?.(error)) markFailed(span, error instanceof Error ? error.message : String(error));
    throw error;
  } finally {
    span.end();
  }
}

/** Marks a span as failed (the platform's failures, not a request's expected refusals). */
export function markFailed(span: Span, description: string): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: description });
}

/** The trace id of a span when tracing is on (32 hex), undefined when it is a no-op. */
export function traceIdOf(span: Span): string | undefined {
  const spanContext = span.spanContext();
  return isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/**
 * The request id for the logs of what runs inside `span`: its trace id when tracing is on (the one
 * id to search logs and traces with), else the id carried from the caller, as without tracing.
 * When a carried id is replaced by a different one, the span keeps it (`lieux.request_id`).
 */
export function requestIdIn<C extends string | undefined>(span: Span, carried: C): string | C {
  const traceId = traceIdOf(span);
  if (traceId === undefined) return carried;
  if (carried !== undefined && carried !== traceId) span.setAttribute('lieux.request_id', carried);
  return traceId;
}
export { ROOT_CONTEXT } from '@opentelemetry/api';
