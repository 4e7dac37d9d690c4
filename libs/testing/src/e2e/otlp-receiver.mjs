// A tiny OTLP/HTTP receiver for the e2e stack: the processes export their spans to it
// (OTEL_EXPORTER_OTLP_ENDPOINT), and tests read one trace back with `GET /traces/<trace id>`.
// It takes the OTLP JSON encoding, which @opentelemetry/exporter-trace-otlp-http sends (ids in hex).
import { createServer } from 'node:http';

const SPAN_KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'];

/** The spans of one OTLP `ExportTraceServiceRequest`, flattened, each with its service's name. */
function spansOf(request) {
  return (request.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value?.stringValue;
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        service,
        name: span.name,
        kind: SPAN_KINDS[span.kind] ?? String(span.kind),
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId || undefined,
        status: span.status?.code ?? 0,
        linkedTraceIds: (span.links ?? []).map((link) => link.traceId),
      })),
    );
  });
}

/** Listens on a free loopback port; `url` is the OTLP endpoint to give the processes. */
export function startOtlpReceiver() {
  const traces = new Map();
  const server = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/v1/traces') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        try {
          for (const span of spansOf(JSON.parse(Buffer.concat(chunks).toString('utf8')))) {
            traces.set(span.traceId, [...(traces.get(span.traceId) ?? []), span]);
          }
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } catch {
          // Not the JSON encoding (protobuf): say so rather than drop spans silently.
          response.writeHead(415).end('this test receiver takes OTLP/HTTP JSON only');
        }
      });
      return;
    }
    const match = /^\/traces\/([0-9a-f]{32})$/.exec(request.url ?? '');
    if (request.method === 'GET' && match) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(traces.get(match[1]) ?? []));
      return;
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}`;
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}
