import type { VenueDto, VoteDto } from '@lieux/contracts';
import { call, confirmEmailOf, e2eSetting, until, waitForLogLine } from '@lieux/testing/e2e';
import { uniqueHex } from '@lieux/testing';

// One vote followed as an operator would in a trace viewer: the e2e stack's processes export their
// spans over OTLP/HTTP to a receiver of the run's (libs/testing/src/e2e/otlp-receiver.mjs), which
// answers one trace by id. docs/tracing.md.

interface ReceivedSpan {
  service: string;
  name: string;
  kind: 'server' | 'client' | 'producer' | 'consumer' | 'internal';
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  linkedTraceIds: string[];
}

async function receivedTrace(traceId: string): Promise<ReceivedSpan[]> {
  const response = await fetch(`${e2eSetting('E2E_OTLP_URL')}/traces/${traceId}`);
  return (await response.json()) as ReceivedSpan[];
}

function one(spans: ReceivedSpan[], service: string, kind: ReceivedSpan['kind'], name: (value: string) => boolean): ReceivedSpan {
  const found = spans.filter((span) => span.service === service && span.kind === kind && name(span.name));
  if (found.length !== 1) throw new Error(`expected one ${service} ${kind} span, found ${found.length} in ${JSON.stringify(spans, null, 1)}`);
  return found[0];
}

/** Whether the trace holds a span of each (process, kind): the processes export their batches apart. */
function hasAll(spans: ReceivedSpan[], wanted: [string, ReceivedSpan['kind']][]): boolean {
  return wanted.every(([service, kind]) => spans.some((span) => span.service === service && span.kind === kind));
}

// Skipped only when the stack runs untraced on purpose (E2E_TRACES=off).
const describeTraced = process.env.E2E_OTLP_URL ? describe : describe.skip;

describeTraced('a vote is one trace, from the HTTP request to the venues read model', () => {
  it('links the gateway, the votes service, its outbox and the venues consumer in the trace whose id the answer and the logs carry', async () => {
    const [venue] = (await call<VenueDto[]>('GET', '/api/feed/home?limit=1')).body;
    const email = `trace.${uniqueHex()}@example.ma`;
    const signup = await call('POST', '/api/auth/signup', { body: { email, password: 'motdepasse-solide', firstName: 'Nadia', lastName: 'El Idrissi' } });
    expect(signup.status).toBe(201);
    // A confirmed address: only its votes reach the venues' count (issue 30 §9), the trace's last hop.
    await confirmEmailOf(email);

    // A client's own trace and request id: the public edge starts a trace of its own instead.
    const clientTraceId = 'ab'.repeat(16);
    const vote = await call<VoteDto>('POST', `/api/places/${venue.id}/vote`, {
      body: { value: 1 },
      session: signup.session,
      headers: { traceparent: `00-${clientTraceId}-${'cd'.repeat(8)}-01`, 'x-request-id': 'client-request-id-1' },
    });
    expect(vote.status).toBe(200);
    const traceId = vote.headers.get('x-request-id') ?? '';
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceId).not.toBe(clientTraceId);

    // Spans leave each process in its own batches (OTEL_BSP_SCHEDULE_DELAY 500 ms in the e2e stack):
    // wait until every process's part of the trace is in.
    const spans = await until(
      () => receivedTrace(traceId),
      (received) => hasAll(received, [['gateway', 'server'], ['gateway', 'client'], ['votes', 'server'], ['votes', 'producer'], ['venues', 'consumer']]),
      20_000,
    );
    const request = one(spans, 'gateway', 'server', (name) => name === 'POST /api/places/:id/vote');
    const asked = one(spans, 'gateway', 'client', (name) => name === 'votes.votes.cast');
    const answered = one(spans, 'votes', 'server', (name) => name.endsWith('votes.votes.cast'));
    const published = one(spans, 'votes', 'producer', (name) => name === 'vote.cast publish');
    const applied = one(spans, 'venues', 'consumer', (name) => name === 'vote.cast process');

    expect(request.parentSpanId).toBeUndefined();
    expect(request.linkedTraceIds).toEqual([clientTraceId]);
    expect(asked.parentSpanId).toBe(request.spanId);
    expect(answered.parentSpanId).toBe(asked.spanId);
    // The vote's event was written while the votes service handled the request (its span or a child's).
    expect(spans.filter((span) => span.service === 'votes').map((span) => span.spanId)).toContain(published.parentSpanId);
    expect(applied.parentSpanId).toBe(published.spanId);
    expect(await receivedTrace(clientTraceId)).toEqual([]);

    // The request id of the votes service's log line is the trace id.
    const line = await waitForLogLine('votes', (entry) => entry.msg === 'request handled' && entry.requestId === traceId);
    expect(line).toMatchObject({ service: 'votes', subject: expect.stringContaining('votes.votes.cast') });
  });

  it('puts a venue page’s read of the venue in the page request’s trace (a route outside the REST controllers)', async () => {
    const [venue] = (await call<VenueDto[]>('GET', '/api/feed/home?limit=1')).body;
    const page = await fetch(`${e2eSetting('E2E_BASE_URL')}/venue/${venue.slug}`);
    expect(page.status).toBe(200);
    await page.text();
    const traceId = page.headers.get('x-request-id') ?? '';

    const spans = await until(
      () => receivedTrace(traceId),
      (received) => hasAll(received, [['gateway', 'server'], ['gateway', 'client'], ['venues', 'server']]),
      20_000,
    );
    const request = one(spans, 'gateway', 'server', (name) => name === 'GET /venue/:slug');
    const asked = one(spans, 'gateway', 'client', (name) => name === 'venues.places.show');
    const answered = one(spans, 'venues', 'server', (name) => name.endsWith('venues.places.show'));
    expect(asked.parentSpanId).toBe(request.spanId);
    expect(answered.parentSpanId).toBe(asked.spanId);
  });
});
