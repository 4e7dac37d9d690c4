import { uniqueHex } from '@lieux/testing';
import type { AuthStatusDto, MessageDto } from '@lieux/contracts';

// What the accounts' HTTP e2e tests share: calls through the running gateway as a browser or curl
// would send them, with the session cookie taken from and given back to each answer.

export const baseUrl = () => {
  const value = process.env.E2E_BASE_URL;
  if (!value) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
  return value;
};

export const SESSION = 'lieux_session';
/** A unique address per test run, so the shared stack never sees the same sign-up twice. */

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
  /** The session id the answer sets, '' when it clears the cookie, undefined when it does not touch it. */
  session: string | undefined;
}

export async function call<T>(method: string, path: string, options: { body?: unknown; session?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.session) headers.cookie = `${SESSION}=${options.session}`;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    redirect: 'manual',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION}=`));
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: response.headers,
    session: cookie === undefined ? undefined : cookie.slice(SESSION.length + 1).split(';')[0],
  };
}

export function person() {
  const id = uniqueHex();
  return { email: `nadia.${id}@example.ma`, password: 'motdepasse-solide', firstName: 'Nadia', lastName: 'El Idrissi' };
}

export async function signUp(account = person(), extra: Record<string, unknown> = {}) {
  const answer = await call<MessageDto>('POST', '/api/auth/signup', { body: { ...account, ...extra } });
  expect(answer.status).toBe(201);
  return { account, session: answer.session as string };
}

export const status = (session?: string) => call<AuthStatusDto>('GET', '/api/auth/status', { session });

