import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { errorMessage, isErrorCode, type PlatformHealth, type RouteAccessRule, type UserRole } from '@lieux/contracts';
import { call, e2eSetting, forgetQuotas, openE2eDatabase, runningProcesses, sendWithEarlyAnswer, type E2eDatabase } from '@lieux/testing/e2e';
import { badRequests, type OperationShape, type RawRequest } from './api-fuzz.e2e-helpers.js';
import { startE2eStack, stopE2eStack, useE2eStack, type RunningE2eStack } from '../../libs/testing/src/e2e/e2e-stack.mjs';
import { buildWorld, keepSignedIn, sessionOf, TRIES, type ActorName, type Attempt, type RouteKey } from '../../gateway/e2e/api-world.e2e-helpers.js';

// The fuzzer (issue 16): every operation of the OpenAPI document fed generated bad input (fast-check,
// api-fuzz.e2e-helpers.ts) as a caller it admits, so that the input reaches validation and the
// services, on a platform of its own (what turns out valid must not show in the shared one). Whatever
// comes in: never a 5xx, every 4xx a `{ message, code }` with a known code and its French message, no
// row changed by a refused request, no process crashed or restarted. `npm test` runs a bounded number
// of requests; `npm run fuzz` runs FUZZ_REQUESTS of them (docs/reliability.md).

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 500);
/** `npm test` replays the same requests on every run (a fixed seed); `npm run fuzz` draws a new seed each time. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const REPORT = process.env.FUZZ_REPORT;
/** Beside the shared platform's ports (the rolling restart takes +2000, the chaos run +3000). */
const OWN_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 900) + 1000;

interface OpenApiOperation {
  'x-access'?: RouteAccessRule & { navigation?: boolean };
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

/** Who the fuzzer calls an operation as: someone it admits, so bad input goes past the door. */
function admittedCaller(rule: RouteAccessRule): { actor: ActorName; role?: UserRole } {
  switch (rule.who) {
    case 'anyone':
      return { actor: 'visitor' };
    case 'signed-in':
    case 'consumer':
      return { actor: 'consumer', role: 'consumer' };
    case 'merchant':
    case 'merchant-or-admin':
    case 'owner-or-admin':
      return { actor: 'merchant', role: 'merchant' };
    case 'admin':
      return { actor: 'admin', role: 'admin' };
  }
}

/** Every quota a fuzzed request may have used up (sign-ins, resets, contact…): later tests start from none. */
async function forgetAllQuotas(): Promise<void> {
  for (const family of ['login-failures:*', 'password-resets:ip:*', 'signups:ip:*', 'contact:ip:*', 'status-subscriptions:ip:*', 'reports:*', 'votes:*']) await forgetQuotas(family);
}

/**
 * Tables that change with nobody asking, left out of the fingerprint: the outboxes, inboxes and mail
 * queues the relays empty, the read models fed by events (statistics, search, copies of scores, the
 * admins' journal, the platforms' figures copied from the connections), the
 * status page's periodic checks, the scoring worker's computations and the metrics pulled from the
 * platforms — and the failed sign-ins, which a refused sign-in records by design (the lockout).
 */
const BACKGROUND_TABLES = /^(scoring\.|.*\.(.*outbox.*|.*inbox.*|pending_mails|stats_.*|status_checks|venue_search|venue_scores|venue_platform_figures|audit_log|metric_snapshots|sign_in_failures|mikro_orm.*)$)/;
/** Tables whose rows background work updates (scores and votes applied, metrics pulled): their row count alone is compared. */
const ROW_COUNT_ONLY = new Set(['venues.venues', 'connections.connections']);

/**
 * A fingerprint of every other table the services own (row count and a hash of the rows): a refused
 * request must leave it as it was.
 */
class DatabaseFingerprint {
  private database?: E2eDatabase;
  private query = '';

  async open(): Promise<void> {
    this.database = await openE2eDatabase();
    const tables = await this.database.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'public') order by 1`,
    );
    this.query = tables
      .filter(({ name }) => !BACKGROUND_TABLES.test(name))
      .map(({ name }) => `select '${name}' as name, count(*) || ':' || ${ROW_COUNT_ONLY.has(name) ? '0' : 'coalesce(sum(hashtext(t::text)), 0)'} as print from ${name} t`)
      .join(' union all ');
  }

  async take(): Promise<Map<string, string>> {
    const rows = await this.database!.query<{ name: string; print: string }>(this.query);
    return new Map(rows.map((row) => [row.name, row.print]));
  }

  /**
   * Waits until the tables stop changing (three readings 250 ms apart alike, 15 s at most: longer than
   * a relay's poll and a consumer's turn): what an accepted request set off (events, read models) lands
   * before the next refused one is judged.
   */
  async settle(): Promise<void> {
    const deadline = Date.now() + 15_000;
    let last = await this.take();
    let quiet = 0;
    while (quiet < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const next = await this.take();
      quiet = DatabaseFingerprint.changed(last, next).length === 0 ? quiet + 1 : 0;
      last = next;
    }
  }

  /** Settles only after a change: a request that wrote nothing at once sets nothing off either. */
  async settleIfChangedSince(before: Map<string, string>): Promise<void> {
    if (DatabaseFingerprint.changed(before, await this.take()).length > 0) await this.settle();
  }

  static changed(before: Map<string, string>, after: Map<string, string>): string[] {
    return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
  }

  async close(): Promise<void> {
    await this.database?.close();
  }
}

function shapeOf(document: OpenApiDocument, method: string, openApiPath: string, operation: OpenApiOperation, valid: Attempt): OperationShape {
  const ref = operation.requestBody?.content?.['application/json']?.schema?.$ref;
  const schema = ref ? document.components.schemas[ref.replace('#/components/schemas/', '')] : undefined;
  return {
    method: method.toUpperCase(),
    path: openApiPath.replace(/\{([^}]+)\}/g, ':$1'),
    bodyProperties: schema ? Object.keys(schema.properties ?? {}) : undefined,
    bodyRequired: schema?.required,
    queryParameters: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    upload: valid.file !== undefined,
  };
}

/** How class-validator's default messages read ("must be", "should not be empty", "each value in …"). */
const CLASS_VALIDATOR_ENGLISH = /\b(must|should|each value in)\b/;

/** What is wrong with an answer, or undefined: below 500, and every 4xx a known code with its French message. */
function answerFault(status: number, text: string): string | undefined {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (status < 400) return undefined;
  let body: { message?: unknown; code?: unknown; errors?: Array<{ field: string; messages: string[] }> };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `${status} not JSON: ${text.slice(0, 120)}`;
  }
  if (!isErrorCode(body.code)) return `${status} unknown code ${JSON.stringify(body.code)}`;
  if (body.message !== errorMessage(body.code)) return `${status} ${body.code}: message ${JSON.stringify(body.message)} is not the code's French message`;
  // A field's message is the DTO's French one, never class-validator's English default.
  const english = (body.errors ?? []).flatMap((error) => error.messages).find((message) => CLASS_VALIDATOR_ENGLISH.test(message));
  if (english) return `${status} ${body.code}: a field's message in English: ${JSON.stringify(english)}`;
  return undefined;
}

async function send(request: RawRequest): Promise<{ status: number; text: string }> {
  // A body over the gateway's limit is refused from its length while still being sent.
  if ((typeof request.body === 'string' || request.body instanceof Uint8Array) && Buffer.byteLength(request.body) > 512 * 1024) {
    return sendWithEarlyAnswer(`${e2eSetting('E2E_BASE_URL')}${request.url}`, { method: request.method, headers: request.headers, body: request.body });
  }
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${request.url}`, { method: request.method, headers: request.headers, body: request.body as BodyInit | undefined, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

describe(`the fuzzer: ${REQUESTS} bad requests over every operation (seed ${SEED})`, () => {
  const statuses = new Map<number, number>();
  const faults: string[] = [];
  let document: OpenApiDocument;
  let processesBefore: Record<string, number | null>;
  const fingerprint = new DatabaseFingerprint();
  let sent = 0;
  let refusedWrites = 0;
  const started = Date.now();
  let platform: RunningE2eStack | undefined;
  let restoreSettings: (() => void) | undefined;

  beforeAll(async () => {
    // A platform of its own: bad requests that turn out valid (an incident opened, an account
    // suspended…) must not show in the other test files' shared platform.
    platform = await startE2eStack({ portOffset: OWN_PORT_OFFSET });
    restoreSettings = useE2eStack(platform);
    document = (await call<OpenApiDocument>('GET', '/api/docs-json')).body;
    await buildWorld();
    await fingerprint.open();
    await fingerprint.settle();
    processesBefore = await runningProcesses();
  }, 300_000);

  afterAll(async () => {
    await fingerprint.close();
    restoreSettings?.();
    if (platform) await stopE2eStack(platform);
    if (REPORT) {
      mkdirSync(path.dirname(REPORT), { recursive: true });
      const report = { seed: SEED, requests: sent, refusedWritesChecked: refusedWrites, seconds: Math.round((Date.now() - started) / 1000), statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)), faults };
      writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
    }
  });

  it('answers every bad request with a clean 4xx in French, changes nothing it refuses, and nothing crashes', async () => {
    const operations = Object.entries(document.paths).flatMap(([openApiPath, methods]) => Object.entries(methods).map(([method, operation]) => ({ openApiPath, method, operation })));
    const perOperation = Math.max(1, Math.ceil(REQUESTS / operations.length));
    for (const [index, { openApiPath, method, operation }] of operations.entries()) {
      const key = `${method.toUpperCase()} ${openApiPath.replace(/\{([^}]+)\}/g, ':$1')}` as RouteKey;
      const { actor, role } = admittedCaller(operation['x-access']!);
      if (role) await keepSignedIn(actor, role);
      const beforeTry = await fingerprint.take();
      const valid = await TRIES[key](actor);
      await fingerprint.settleIfChangedSince(beforeTry);
      const session = 'session' in valid ? valid.session : sessionOf(actor);
      const shape = shapeOf(document, method, openApiPath, operation, valid);
      const requests = fc.sample(badRequests(shape, valid, session ? `lieux_session=${session}` : undefined), { numRuns: perOperation, seed: SEED + index });
      for (const request of requests) {
        const write = request.method !== 'GET';
        const before = write ? await fingerprint.take() : undefined;
        const answer = await send(request).catch((error: Error) => ({ status: 0, text: `no answer: ${error.message}` }));
        sent += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const fault = answer.status === 0 ? answer.text : answerFault(answer.status, answer.text);
        if (fault) faults.push(`${key} as ${actor} — ${request.label}: ${fault}`);
        if (before && answer.status < 400) await fingerprint.settleIfChangedSince(before);
        if (before && answer.status >= 400) {
          refusedWrites += 1;
          const changed = DatabaseFingerprint.changed(before, await fingerprint.take());
          if (changed.length > 0) faults.push(`${key} as ${actor} — ${request.label}: refused with ${answer.status} but changed ${changed.join(', ')}`);
        }
      }
      await forgetAllQuotas();
    }
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    // Nothing crashed or restarted: the same process ids, and every service answers.
    expect(await runningProcesses()).toEqual(processesBefore);
    const health = await call<PlatformHealth>('GET', '/api/health/services');
    expect(health.body.status).toBe('ok');
  }, 3_600_000);
});
