import { uniqueHex } from '@lieux/testing';
import type { UserDto } from '@lieux/contracts';
import { baseUrl, call, SESSION, signUp, status } from './auth-http.e2e-helpers.js';

// External sign-in (OpenID Connect) through the running platform against a real provider
// (`oidc-provider`, started by the e2e global setup: libs/testing/src/e2e/test-oidc-provider.mjs).
// Each request is what a browser sends: the gateway's attempt cookie, the provider's cookies.

const issuer = () => {
  const value = process.env.E2E_OIDC_ISSUER;
  if (!value) throw new Error('E2E_OIDC_ISSUER is not set: run through `npm run test:e2e`.');
  return value;
};

interface Person {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

async function personAtProvider(fields: Partial<Person> = {}): Promise<Person> {
  const id = uniqueHex();
  const person: Person = { sub: `sub-${id}`, email: `hamza.${id}@example.ma`, email_verified: true, given_name: 'Hamza', family_name: 'Berrada', ...fields };
  const response = await fetch(`${issuer()}/test/accounts`, { method: 'POST', body: JSON.stringify(person) });
  expect(response.status).toBe(204);
  return person;
}

/** The cookies a browser keeps for the provider (a fresh jar per sign-in, like a fresh profile). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface Started {
  /** The provider's authorization URL the gateway redirected to. */
  authorizationUrl: URL;
  /** The gateway's attempt cookie line, and its value. */
  cookieLine: string;
  attempt: string;
}

async function startSignIn(returnTo?: string): Promise<Started> {
  const response = await fetch(`${baseUrl()}/api/login${returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const cookieLine = response.headers.getSetCookie().find((line) => line.startsWith('lieux_oidc=')) ?? '';
  return { authorizationUrl: new URL(response.headers.get('location') ?? ''), cookieLine, attempt: cookieLine.slice('lieux_oidc='.length).split(';')[0] };
}

/** Through the provider as `person` (or refusing): the URL the provider sends the browser back to, at the gateway. */
async function atProvider(started: Started, person: Person | 'deny'): Promise<string> {
  const jar = new CookieJar();
  let url = started.authorizationUrl.href;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header } });
    jar.keep(response);
    expect([302, 303]).toContain(response.status);
    const next = new URL(response.headers.get('location') ?? '', url);
    if (next.href.startsWith(`${baseUrl()}/api/login/callback`)) return next.href;
    const interaction = /^\/interaction\/([^/]+)$/.exec(next.pathname);
    // The person's part on the provider's page: signing in as themselves (consent included), or refusing.
    url = interaction ? `${issuer()}/interaction/${interaction[1]}/${person === 'deny' ? 'deny' : `login?account=${encodeURIComponent(person.sub)}`}` : next.href;
  }
  throw new Error('the provider never sent the browser back');
}

/** The gateway's callback, with the browser's attempt cookie: where it sends the browser, and the session it opens. */
async function callback(callbackUrl: string, attempt: string): Promise<{ location: string; session: string | undefined }> {
  const path = callbackUrl.slice(baseUrl().length);
  const answer = await call<undefined>('GET', path, { headers: { cookie: `lieux_oidc=${attempt}` } });
  expect(answer.status).toBe(302);
  return { location: answer.headers.get('location') ?? '', session: answer.session || undefined };
}

async function signInAs(person: Person | 'deny', returnTo?: string) {
  const started = await startSignIn(returnTo);
  const callbackUrl = await atProvider(started, person);
  return { ...(await callback(callbackUrl, started.attempt)), callbackUrl, started };
}

const signedIn = async (session: string | undefined): Promise<UserDto | null> => (await status(session)).body.user;

describe('external sign-in with OpenID Connect (GET /api/login)', () => {
  it('says the provider is configured, so the screens show the button', async () => {
    expect((await call<{ externalSignIn: boolean }>('GET', '/api/auth/providers')).body).toEqual({ externalSignIn: true });
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce, the attempt in a short-lived HttpOnly cookie', async () => {
    const { authorizationUrl, cookieLine } = await startSignIn('/compte');
    expect(authorizationUrl.origin).toBe(issuer());
    const query = authorizationUrl.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe('lieux-e2e');
    expect(query.get('redirect_uri')).toBe(`${baseUrl()}/api/login/callback`);
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(query.get('nonce')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The secrets stay on the server: the browser holds only an opaque id.
    expect(cookieLine).not.toContain(query.get('state'));
    const attributes = cookieLine.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api/login', 'max-age=600']));
  });

  it('signs a new person in through the provider: a consumer account, a new session, back where they were', async () => {
    const person = await personAtProvider();
    const { location, session } = await signInAs(person, '/compte');
    expect(location).toBe('/compte');
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await signedIn(session)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: person.email,
      firstName: 'Hamza',
      lastName: 'Berrada',
      role: 'consumer',
      profileImageUrl: null,
      subscription: 'free',
      createdAt: expect.any(String),
      // The provider vouched for the address (issue 30 §9).
      emailConfirmed: true,
    });
  });

  it('finds the same account at the next sign-in, even after the e-mail changed at the provider', async () => {
    const person = await personAtProvider();
    const first = await signedIn((await signInAs(person)).session);
    await personAtProvider({ ...person, email: `nouvelle.${person.email}` });
    const second = await signInAs(person);
    expect(second.location).toBe('/');
    expect((await signedIn(second.session))?.id).toBe(first?.id);
  });

  it('links an account made with a password when the provider verified its e-mail; the password still works', async () => {
    const { account } = await signUp();
    const person = await personAtProvider({ email: account.email.toUpperCase() });
    const { session } = await signInAs(person);
    const viaProvider = await signedIn(session);
    expect(viaProvider?.email).toBe(account.email);
    const local = await call<{ user: UserDto }>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } });
    expect(local.body.user.id).toBe(viaProvider?.id);
  });

  it('refuses a replayed callback: the attempt served once', async () => {
    const person = await personAtProvider();
    const { callbackUrl, started, session } = await signInAs(person);
    expect(session).toBeDefined();
    const replay = await callback(callbackUrl, started.attempt);
    expect(replay).toEqual({ location: '/login?erreur=connexion-externe-echouee', session: undefined });
  });

  it('refuses a callback whose state is not this browser’s attempt (a code injected into someone else’s browser)', async () => {
    const person = await personAtProvider();
    const victim = await startSignIn();
    const attacker = await startSignIn();
    const attackerCallback = await atProvider(attacker, person);
    expect(await callback(attackerCallback, victim.attempt)).toEqual({ location: '/login?erreur=connexion-externe-echouee', session: undefined });
  });

  it('refuses an e-mail the provider did not verify: no account, and the login screen says why', async () => {
    const person = await personAtProvider({ email_verified: false });
    const { location, session } = await signInAs(person);
    expect(location).toBe('/login?erreur=email-non-verifie');
    expect(session).toBeUndefined();
    const login = await call<{ code: string }>('POST', '/api/auth/login-local', { body: { email: person.email, password: 'motdepasse-quelconque' } });
    expect(login.body.code).toBe('invalid_credentials');
  });

  it('comes back to the login screen when the person refuses consent at the provider', async () => {
    const { location, session } = await signInAs('deny');
    expect(location).toBe('/login?erreur=connexion-externe-refusee');
    expect(session).toBeUndefined();
  });

  it('never redirects to another site after signing in (returnTo must be a path of this site)', async () => {
    const person = await personAtProvider();
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      expect((await signInAs(person, returnTo)).location).toBe('/');
    }
  });

  it('replaces the session the browser came with by a new one', async () => {
    const { session: before } = await signUp();
    const person = await personAtProvider();
    const started = await startSignIn();
    const callbackUrl = await atProvider(started, person);
    const answer = await call<undefined>('GET', callbackUrl.slice(baseUrl().length), { headers: { cookie: `lieux_oidc=${started.attempt}; ${SESSION}=${before}` } });
    expect(answer.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.session).not.toBe(before);
    expect(await signedIn(before)).toBeNull();
  });
});
