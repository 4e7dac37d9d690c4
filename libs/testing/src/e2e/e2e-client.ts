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
