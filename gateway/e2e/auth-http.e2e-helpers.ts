import { uniqueHex } from '@lieux/testing';
import { call, SESSION_COOKIE, type Answer } from '@lieux/testing/e2e';
import type { AuthStatusDto, MessageDto } from '@lieux/contracts';

// What the accounts' HTTP e2e tests share: calls through the running gateway as a browser or curl
// would send them, with the session cookie taken from and given back to each answer.

export const baseUrl = () => {
  const value = process.env.E2E_BASE_URL;
  if (!value) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
  return value;
};

export const SESSION = SESSION_COOKIE;

export { call, type Answer };

/** A unique address per test run, so the shared stack never sees the same sign-up twice. */
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

