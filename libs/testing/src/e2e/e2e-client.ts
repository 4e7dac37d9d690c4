import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { moroccoDay, TEST_USERS } from '@lieux/contracts';
import { urlFromEnv } from '@lieux/platform';

/**
 * What an e2e test file needs from the stack the global setup started (e2e-stack.mjs): its settings,
 * handed over in environment variables, and its control endpoint, which stops and starts one process.
 */
export function e2eSetting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through \`npm run test:e2e\`.`);
  return value;
}

/**
 * Stops or starts one process of the stack (`controlProcess('stop', 'venues')`); it stays so until told
 * otherwise. `kill` stops it with SIGKILL, as a crash would: nothing of its own shutdown runs.
 */
export async function controlProcess(action: 'stop' | 'start' | 'kill', processName: string): Promise<void> {
  const response = await fetch(`${e2eSetting('E2E_CONTROL_URL')}/${action}/${processName}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${processName}: ${await response.text()}`);
}

/** Each process of the stack with its process id (null: not running), to see that none crashed or restarted. */
export async function runningProcesses(): Promise<Record<string, number | null>> {
  const response = await fetch(`${e2eSetting('E2E_CONTROL_URL')}/processes`);
  return (await response.json()) as Record<string, number | null>;
}

/** The first line of a process's log (`<E2E_LOG_DIR>/<name>.log`) that matches; output reaches the file a moment after it is written. */
export async function waitForLogLine(
  processName: string,
  matches: (entry: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown> | undefined> {
  const file = path.join(e2eSetting('E2E_LOG_DIR'), `${processName}.log`);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const found = readFileSync(file, 'utf8')
      .split('\n')
      // Whole lines only: what follows the last newline may be a line still being written.
      .slice(0, -1)
      .filter((entry) => entry.startsWith('{'))
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

// ── HTTP through the running gateway, as a browser or curl would send it (shared by the e2e specs) ──

export const SESSION_COOKIE = 'lieux_session';

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  /** The session id the answer sets, '' when it clears the cookie, undefined when it does not touch it. */
  session: string | undefined;
}

/** One call with the session cookie given (`session`) and the one the answer sets taken back. */
export async function call<T>(method: string, path: string, options: { body?: unknown; session?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) headers.cookie = `${SESSION_COOKIE}=${options.session}`;
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
    session: cookie === undefined ? undefined : cookie.slice(SESSION_COOKIE.length + 1).split(';')[0],
  };
}

/**
 * Sends a request whose body the server may refuse from its Content-Length alone (413), answering and
 * closing the connection while the body is still being written: `fetch` reports that as a failure even
 * though the answer came, and writing megabytes into a socket the server has closed can reset it before
 * the answer is read. So the headers go first and the body only if no answer came within 300 ms; a
 * write error is ignored when an answer arrives (within 2 s).
 */
export async function sendWithEarlyAnswer(url: string, options: { method: string; headers: Record<string, string>; body: string | Uint8Array }): Promise<{ status: number; text: string }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method, headers: { ...options.headers, 'content-length': Buffer.byteLength(options.body) } });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text });
        request.destroy();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      // The answer may still be on its way; without one, the write error is the failure.
      else setTimeout(() => reject(error), 2000).unref();
    });
    request.flushHeaders();
    setTimeout(() => {
      if (!answered) request.end(options.body);
    }, 300).unref();
  });
}

/** A connection to the stack's database kept open, for a test that reads it many times over. */
export interface E2eDatabase {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export async function openE2eDatabase(): Promise<E2eDatabase> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: e2eSetting('E2E_DATABASE_URL') });
  await client.connect();
  return {
    query: async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[],
    close: () => client.end(),
  };
}

/** One query on the stack's database (every service's schema), for what HTTP does not show. */
export async function queryE2eDatabase<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: e2eSetting('E2E_DATABASE_URL') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Forgets the stack's quota counters matching `pattern` (`contact:ip:*`), so a test's requests start from none. */
export async function forgetQuotas(pattern: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(urlFromEnv('REDIS_URL'));
  try {
    const keys = await redis.keys(`${e2eSetting('E2E_REDIS_PREFIX')}:${pattern}`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * Waits until every demo venue with demo connections has a score from the pipeline (issue 13: the
 * connections service seeds them, the scoring worker computes them, the venues read model applies
 * `score.updated`): the e2e specs that read demo scores start from there. Fails after `timeoutMs`.
 */
export async function untilDemoVenuesScored(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const [row] = await queryE2eDatabase<{ venues: number; waiting: number }>(
        `select count(distinct c.venue_id)::int as venues, count(distinct c.venue_id) filter (where v.score_computed_at is null)::int as waiting
         from connections.connections c left join venues.venues v on v.id = c.venue_id where c.demo`,
      );
      last = row;
      if (row && row.venues > 0 && row.waiting === 0) return;
    } catch (error) {
      last = error instanceof Error ? error.message : error; // the schemas are still being migrated
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo venues were not all scored within ${timeoutMs} ms: ${JSON.stringify(last)}`);
}

/**
 * A person on the social sandbox's consent page (services/connections/src/sandbox), for tests: opens
 * the platform's authorize URL, submits the form with Approve (or Deny) for an account, and answers
 * where the platform sends the browser back (the redirect URI with `code` and `state`, or
 * `error=access_denied`).
 */
export async function answerConsent(authorizeUrl: string, options: { decision: 'approve' | 'deny'; account?: string; website?: string; phone?: string }): Promise<URL> {
  const page = await fetch(authorizeUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}: ${await page.text()}`);
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('decision', options.decision);
  form.set('account', options.account ?? 'lieux.demo');
  // The profile's business details (a claim's proof, issue 32): the sandbox's optional fields.
  if (options.website) form.set('website', options.website);
  if (options.phone) form.set('phone', options.phone);
  const answer = await fetch(`${url.origin}${url.pathname}`, { method: 'POST', body: form, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) throw new Error(`consent answered ${answer.status}: ${await answer.text()}`);
  return new URL(location);
}

/** Reads again every 100 ms until `ok` holds or `timeoutMs` passed; answers the last reading either way. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The e2e tier's `--testTimeout` (package.json, infra/scripts/test.mjs): no test runs longer. */
export const E2E_TEST_TIMEOUT_MS = 60_000;

/**
 * Answers at once, unless a Casablanca midnight falls within the next `windowMs`: then once it has
 * passed. A test whose figures the stack counts per Moroccan day ("today" in statistics) and that reads
 * them back after writing them then runs within one day of the stack's clock (this machine's), whatever
 * the hour of the run. In a `beforeEach` with the tier's timeout as the window, the hook given more.
 */
export async function awayFromMoroccanMidnight(windowMs = E2E_TEST_TIMEOUT_MS): Promise<void> {
  const today = moroccoDay(new Date());
  if (moroccoDay(new Date(Date.now() + windowMs)) === today) return;
  while (moroccoDay(new Date()) === today) await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Publishes a venue as the product does: the seeded test admin approves it through the admin console's
 * route (issue 14), so its status changes with its event (`venue.moderated`) and every read model that
 * follows the venues (the admin statistics included) stays true. Never an SQL update behind its back.
 */
export async function approveVenueAsAdmin(venueId: string): Promise<void> {
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  const signIn = await call('POST', `/api/test/login/${admin?.id}`);
  if (!signIn.session) throw new Error(`test admin sign-in failed: ${signIn.status}`);
  const approved = await call('POST', `/api/admin/venues/${venueId}/approve`, { session: signIn.session });
  if (approved.status !== 200) throw new Error(`approving ${venueId} answered ${approved.status}`);
}

/** Sends one multipart file part to the gateway, as a browser's FormData or `curl -F file=@…` does. */
export async function uploadFile<T>(path: string, session: string | undefined, bytes: Buffer, fileName: string, type = 'image/jpeg'): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), fileName);
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${path}`, { method: 'POST', body: form, headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {} });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** The map's tile server of the stack (MAP_TILE_URL): whether it runs, and how many tiles it has sent. Stop it with `controlProcess('stop', 'tiles')`. */
export async function tileServerState(): Promise<{ running: boolean; served: number }> {
  const response = await fetch(`${e2eSetting('E2E_CONTROL_URL')}/tiles`);
  return (await response.json()) as { running: boolean; served: number };
}

/**
 * Confirms an account's address as its owner does (issue 30 §9): the link of its welcome mail,
 * followed through the gateway — after which its votes count in public. The mail is read where the
 * auth service keeps it until an SMTP server takes it (`auth.pending_mails`: in most e2e files no test
 * SMTP server listens); a test that runs one reads the mail there instead.
 */
export async function confirmEmailOf(email: string): Promise<void> {
  const token = new URLSearchParams((await confirmationLinkOf(email)).split('?')[1]).get('token');
  const confirmed = await call('POST', '/api/auth/confirm-email', { body: { token } });
  if (confirmed.status !== 200) throw new Error(`confirming ${email} answered ${confirmed.status}`);
}

/** The path of the confirmation link in the welcome mail waiting for `email` (`/confirm-email?token=…`), as a browser opens it. */
export async function confirmationLinkOf(email: string): Promise<string> {
  const pending = await until(
    () =>
      queryE2eDatabase<{ text: string }>(
        `select text from auth.pending_mails where lower(to_address) = lower($1) and text like '%/confirm-email?token=%' order by created_at desc limit 1`,
        [email],
      ),
    (rows) => rows.length > 0,
  );
  const link = /\/confirm-email\?token=[A-Za-z0-9_-]{43}/.exec(pending[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no confirmation mail waiting for ${email}`);
  return link;
}

/** A venue as OpenStreetMap holds it: one node, its tags as OSM writes them (`name`, `amenity`, `addr:city`…). */
export interface OsmNodeFixture {
  id: number;
  lat: number;
  lon: number;
  tags: Readonly<Record<string, string>>;
}

const xmlAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Imports one node into the stack's database with the real command (`npm run import:osm`'s
 * `osm-import.main.js`, issue 32 §1), as an operator would from an extract: the venue is public,
 * unclaimed and credited to OpenStreetMap. Answers its slug and id, and the command's report.
 */
export async function importOsmNode(node: OsmNodeFixture): Promise<{ id: string; slug: string; report: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'lieux-osm-e2e-'));
  const file = path.join(folder, `node-${node.id}.osm`);
  const tags = Object.entries(node.tags).map(([key, value]) => `    <tag k="${xmlAttribute(key)}" v="${xmlAttribute(value)}"/>`);
  writeFileSync(file, `<?xml version="1.0" encoding="UTF-8"?>\n<osm version="0.6">\n  <node id="${node.id}" version="1" lat="${node.lat}" lon="${node.lon}">\n${tags.join('\n')}\n  </node>\n</osm>\n`);
  try {
    // This file runs from libs/testing/dist/e2e: the repository's root is four levels up.
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'services/venues/dist/osm-import.main.js'), '--quiet', file], {
      env: { ...process.env, DATABASE_URL: e2eSetting('E2E_DATABASE_URL') },
    });
    const [venue] = await queryE2eDatabase<{ id: string; slug: string }>(
      `select v.id, v.slug from venues.osm_objects o join venues.venues v on v.id = o.venue_id where o.osm_type = 'node' and o.osm_id = $1`,
      [node.id],
    );
    if (!venue) throw new Error(`node ${node.id} was not imported: ${stdout}`);
    return { ...venue, report: stdout };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
