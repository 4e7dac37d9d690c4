import { Redis } from 'ioredis';
import { urlFromEnv } from '@lieux/platform';
import { carriesLinkTo, TestSmtpServer, uniqueHex, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { baseUrl, call, person, SESSION, signUp, status, type Answer } from './auth-http.e2e-helpers.js';
import { TEST_USERS, type ApiErrorBody, type LoginResultDto, type MessageDto, type TestMeDto, type UserDto } from '@lieux/contracts';

// Accounts through the running platform: the gateway (sessions in Redis), NATS and the auth service
// on PostgreSQL. Every request is what a browser or curl would send.

describe('sign-up (POST /api/auth/signup)', () => {
  it('creates the account, answers the spec’s message and signs the person in', async () => {
    const account = person();
    const answer = await call<MessageDto>('POST', '/api/auth/signup', { body: account });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: 'Compte créé avec succès !' });
    expect(answer.session).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await status(answer.session);
    expect(me.body).toEqual({
      isAuthenticated: true,
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email: account.email,
        firstName: 'Nadia',
        lastName: 'El Idrissi',
        role: 'consumer',
        profileImageUrl: null,
        subscription: 'free',
        createdAt: expect.any(String),
        // Until the welcome mail's link is followed (issue 30 §9).
        emailConfirmed: false,
      },
    });
    expect(JSON.stringify(me.body)).not.toMatch(/argon|password|hash/i);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, for 30 days', async () => {
    const response = await fetch(`${baseUrl()}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person()) });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION}=`)) ?? '';
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${30 * 24 * 3600}`]));
    // Plain http here: Secure only comes with HTTPS (gateway/src/session/session.cookie.spec.ts).
    expect(attributes).not.toContain('secure');
  });

  it('answers every field’s French message from the spec, all at once', async () => {
    const answer = await call<ApiErrorBody>('POST', '/api/auth/signup', { body: { email: 'pas-un-email', password: 'court', firstName: 'N', lastName: 'E' } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', messages: ['Email invalide'] },
        { field: 'password', messages: ['Le mot de passe doit contenir au moins 8 caractères'] },
        { field: 'firstName', messages: ['Le prénom doit contenir au moins 2 caractères'] },
        { field: 'lastName', messages: ['Le nom doit contenir au moins 2 caractères'] },
      ]),
    );
    expect(answer.body.errors).toHaveLength(4);
    expect(answer.session).toBeUndefined();
  });

  it('refuses an e-mail already used, in any case, with 409 in French', async () => {
    const { account } = await signUp();
    const answer = await call<ApiErrorBody>('POST', '/api/auth/signup', { body: { ...person(), email: account.email.toUpperCase() } });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'Un compte existe déjà avec cet email.', code: 'email_taken' });
    expect(answer.session).toBeUndefined();
  });

  it('makes a merchant when the business page says so, never an admin', async () => {
    const { session } = await signUp(person(), { role: 'merchant' });
    expect((await status(session)).body.user?.role).toBe('merchant');
    const admin = await call<ApiErrorBody>('POST', '/api/auth/signup', { body: { ...person(), role: 'admin' } });
    expect(admin.status).toBe(400);
    expect(admin.body.errors).toEqual([{ field: 'role', messages: ['Type de compte invalide'] }]);
  });
});

describe('sign-in (POST /api/auth/login-local)', () => {
  it('answers the spec’s message and the user, with a new session id', async () => {
    const { account, session: signupSession } = await signUp();
    const answer = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email.toUpperCase(), password: account.password } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Connexion réussie !', user: expect.objectContaining({ firstName: 'Nadia', role: 'consumer', email: account.email }) });
    expect(answer.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.session).not.toBe(signupSession);
    expect((await status(answer.session)).body.isAuthenticated).toBe(true);
  });

  it('replaces the session the browser came with: the old id no longer signs anyone in', async () => {
    const { account, session: before } = await signUp();
    const answer = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password }, session: before });
    expect(answer.session).not.toBe(before);
    expect((await status(before)).body).toEqual({ user: null, isAuthenticated: false });
    expect((await status(answer.session)).body.isAuthenticated).toBe(true);
  });

  it('gives the same 401 and French message for a wrong password and an unknown e-mail', async () => {
    const { account } = await signUp();
    const wrongPassword = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: { email: account.email, password: 'pas-le-bon-mot' } });
    const unknownEmail = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: { email: `personne.${uniqueHex()}@example.ma`, password: account.password } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Email ou mot de passe incorrect.', code: 'invalid_credentials' });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.session).toBeUndefined();
  });

  it('answers the login form’s French messages', async () => {
    const answer = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: { email: 'nadia@', password: '1234567' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'email', messages: ['Email invalide'] },
      { field: 'password', messages: ['Le mot de passe doit contenir au moins 8 caractères'] },
    ]);
  });
});

describe('brute force against one account', () => {
  it('after 5 wrong passwords from one address, refuses even the right one with 429 in French and Retry-After', async () => {
    const { account } = await signUp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: { email: account.email, password: `mauvais-${attempt}-mot` } });
      expect(wrong.status).toBe(401);
    }
    const blocked = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'Trop de tentatives, réessayez dans quelques minutes.', code: 'rate_limited' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.session).toBeUndefined();

    // Other accounts still sign in from the same address.
    const other = await signUp();
    const fine = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: other.account.email, password: other.account.password } });
    expect(fine.status).toBe(200);
  });
});

describe('status and sign-out', () => {
  it('says nobody is signed in without a cookie, or with an unknown one', async () => {
    expect((await status()).body).toEqual({ user: null, isAuthenticated: false });
    expect((await status('A'.repeat(43))).body).toEqual({ user: null, isAuthenticated: false });
    expect((await status()).headers.get('cache-control')).toBe('no-store');
  });

  it('POST /api/auth/logout ends the session: the old cookie no longer works', async () => {
    const { session } = await signUp();
    const answer = await call<MessageDto>('POST', '/api/auth/logout', { session });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Vous êtes déconnecté.' });
    expect(answer.session).toBe('');
    expect((await status(session)).body).toEqual({ user: null, isAuthenticated: false });
  });

  it('GET /api/logout ends the session and sends the browser home', async () => {
    const { session } = await signUp();
    const answer = await call<undefined>('GET', '/api/logout', { session });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
    expect((await status(session)).body.isAuthenticated).toBe(false);
  });
});

describe('requests from other sites, and security headers', () => {
  it('refuses a state-changing request whose Origin is another site with 403 in French', async () => {
    const { account } = await signUp();
    const credentials = { email: account.email, password: account.password };
    const foreign = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: credentials, headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'Requête refusée : elle ne provient pas du site.', code: 'forbidden_origin' });
    expect(foreign.session).toBeUndefined();
    const byReferer = await call<ApiErrorBody>('POST', '/api/auth/logout', { headers: { referer: 'https://evil.example/page' } });
    expect(byReferer.status).toBe(403);

    const own = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: credentials, headers: { origin: baseUrl() } });
    expect(own.status).toBe(200);
  });

  it('sends security headers with the web app and with API answers', async () => {
    for (const path of ['/', '/api/auth/status', '/api/nope']) {
      const response = await fetch(`${baseUrl()}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('the test roles (NODE_ENV=test: enabled)', () => {
  it('signs in as the seeded admin, who is then an admin everywhere, and signs out', async () => {
    const admin = TEST_USERS.find((user) => user.role === 'admin');
    const answer = await call<LoginResultDto>('POST', `/api/test/login/${admin?.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Connexion réussie !', user: expect.objectContaining({ id: admin?.id, role: 'admin', email: admin?.email }) });
    expect((await status(answer.session)).body.user?.role).toBe('admin');
    expect((await call<TestMeDto>('GET', '/api/test/me', { session: answer.session })).body.user?.id).toBe(admin?.id);

    const out = await call<MessageDto>('POST', '/api/test/logout', { session: answer.session });
    expect(out.status).toBe(200);
    expect((await call<TestMeDto>('GET', '/api/test/me', { session: answer.session })).body).toEqual({ user: null });
  });

  it('refuses anyone who is not a test user with 404', async () => {
    const { session } = await signUp();
    const me = await status(session);
    const answer = await call<ApiErrorBody>('POST', `/api/test/login/${me.body.user?.id}`);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
  });
});

describe('changing one’s password (POST /api/auth/change-password)', () => {
  it('needs a signed-in user: 401 in French otherwise', async () => {
    const answer = await call<ApiErrorBody>('POST', '/api/auth/change-password', { body: { currentPassword: STRONG_TEST_PASSWORD, newPassword: 'nouveau-mot-de-passe' } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Connectez-vous pour continuer.', code: 'unauthenticated' });
  });

  it('refuses a wrong current password and a short new one, in French', async () => {
    const { session } = await signUp();
    const wrong = await call<ApiErrorBody>('POST', '/api/auth/change-password', { session, body: { currentPassword: 'pas-le-bon-mot', newPassword: 'nouveau-mot-de-passe' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: 'Le mot de passe actuel est incorrect.', code: 'current_password_wrong' });
    const short = await call<ApiErrorBody>('POST', '/api/auth/change-password', { session, body: { currentPassword: 'x', newPassword: 'court' } });
    expect(short.body.errors).toEqual([{ field: 'newPassword', messages: ['Le mot de passe doit contenir au moins 8 caractères'] }]);
  });

  it('ends every other session of the user, keeps this browser signed in, and only the new password works', async () => {
    const { account, session: first } = await signUp();
    const second = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } });
    const answer = await call<MessageDto>('POST', '/api/auth/change-password', { session: first, body: { currentPassword: account.password, newPassword: 'nouveau-mot-de-passe' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Mot de passe modifié. Vos autres sessions ont été fermées.' });
    expect(answer.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await status(answer.session)).body.isAuthenticated).toBe(true);
    expect((await status(first)).body.isAuthenticated).toBe(false);
    expect((await status(second.session)).body.isAuthenticated).toBe(false);

    expect((await call('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } })).status).toBe(401);
    expect((await call('POST', '/api/auth/login-local', { body: { email: account.email, password: 'nouveau-mot-de-passe' } })).status).toBe(200);
  });
});

describe('the account: names and deletion', () => {
  it('renames the user in every session of theirs, with the spec’s name messages', async () => {
    const { account, session: first } = await signUp();
    const second = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } });
    const short = await call<ApiErrorBody>('PATCH', '/api/auth/me', { session: first, body: { firstName: 'N', lastName: 'A' } });
    expect(short.body.errors).toEqual([
      { field: 'firstName', messages: ['Le prénom doit contenir au moins 2 caractères'] },
      { field: 'lastName', messages: ['Le nom doit contenir au moins 2 caractères'] },
    ]);
    const renamed = await call<UserDto>('PATCH', '/api/auth/me', { session: first, body: { firstName: 'Nadia', lastName: 'Bennis' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ firstName: 'Nadia', lastName: 'Bennis', email: account.email });
    expect((await status(first)).body.user?.lastName).toBe('Bennis');
    expect((await status(second.session)).body.user?.lastName).toBe('Bennis');
    expect((await call('PATCH', '/api/auth/me', { body: { firstName: 'Nadia', lastName: 'Bennis' } })).status).toBe(401);
  });

  it('downloads the user’s data as a JSON file, for the signed-in user only', async () => {
    const { account, session } = await signUp();
    const answer = await call<{ exportedAt: string; user: UserDto }>('GET', '/api/auth/me/export', { session });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="lieux-mes-donnees.json"');
    expect(answer.body).toEqual({ exportedAt: expect.any(String), user: expect.objectContaining({ email: account.email, firstName: 'Nadia' }), votes: [], favorites: [], venues: [], connections: [], supportMessages: [] });
    expect(JSON.stringify(answer.body)).not.toMatch(/argon|hash/i);
    expect((await call('GET', '/api/auth/me/export')).status).toBe(401);
  });

  it('deletes the account with its password: signed out everywhere, and it can no longer sign in', async () => {
    const { account, session } = await signUp();
    const wrong = await call<ApiErrorBody>('POST', '/api/auth/delete-account', { session, body: { password: 'pas-le-bon-mot' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('current_password_wrong');
    const deleted = await call<MessageDto>('POST', '/api/auth/delete-account', { session, body: { password: account.password } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Votre compte et vos données personnelles ont été supprimés.' });
    expect(deleted.session).toBe('');
    expect((await status(session)).body.isAuthenticated).toBe(false);
    expect((await call('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } })).status).toBe(401);
  });
});

describe('password reset (POST /api/auth/forgot-password, POST /api/auth/reset-password), mail through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  const RESET_REQUESTED = { message: 'Si un compte existe avec cet email, vous allez recevoir un lien pour réinitialiser votre mot de passe.' };

  beforeAll(async () => {
    smtp = await TestSmtpServer.start(Number(process.env.E2E_SMTP_PORT));
  });

  afterAll(async () => {
    await smtp?.stop();
  });

  const forgot = (email: string, locale?: string) => call<MessageDto>('POST', '/api/auth/forgot-password', { body: { email, ...(locale ? { locale } : {}) } });
  const reset = (token: string, password: string) => call<MessageDto & ApiErrorBody>('POST', '/api/auth/reset-password', { body: { token, password } });

  const resetMail = carriesLinkTo('/reset-password');

  /** The token of the reset link mailed to `email` (the newest one), as a person would click it. */
  async function mailedToken(email: string, count = 1): Promise<string> {
    const mail = await smtp.waitFor(email, 15_000, (received) => resetMail(received) && smtp.mailsTo(email, resetMail).length >= count);
    const last = smtp.mailsTo(email, resetMail).at(-1) ?? mail;
    // The link starts with the site's PUBLIC_URL (the e2e stack's gateway).
    const link = new RegExp(`${baseUrl()}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(last.text);
    if (!link) throw new Error(`no reset link in the mail to ${email}`);
    return link[1];
  }

  it('answers 202 with the same body for a known and an unknown e-mail, and mails only the account', async () => {
    const { account } = await signUp();
    const known = await forgot(account.email);
    const unknown = await forgot(`personne.${uniqueHex()}@example.ma`);
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(RESET_REQUESTED);
    expect(unknown.body).toEqual(known.body);

    const mail = await smtp.waitFor(account.email, 10_000, resetMail);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Lieux');
    expect(mail.text).toContain('Bonjour Nadia,');
  });

  it('checks the fields with the spec’s messages', async () => {
    const badEmail = await call<ApiErrorBody>('POST', '/api/auth/forgot-password', { body: { email: 'pas-un-email' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual([{ field: 'email', messages: ['Email invalide'] }]);
    const shortPassword = await reset('x'.repeat(43), 'court');
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.errors).toEqual([{ field: 'password', messages: ['Le mot de passe doit contenir au moins 8 caractères'] }]);
  });

  it('resets with the mailed link: every old session ends, the new password signs in, the old one no longer does, the link works once', async () => {
    const { account, session } = await signUp();
    const other = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } });
    await forgot(account.email, 'en');
    expect((await smtp.waitFor(account.email, 10_000, resetMail)).subject).toBe('Reset your Lieux password');
    const token = await mailedToken(account.email);

    const done = await reset(token, 'un-tout-nouveau-mot');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Mot de passe réinitialisé. Vous pouvez vous connecter.' });
    expect((await status(session)).body.isAuthenticated).toBe(false);
    expect((await status(other.session)).body.isAuthenticated).toBe(false);
    expect((await call('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } })).status).toBe(401);
    const signedIn = await call<LoginResultDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: 'un-tout-nouveau-mot' } });
    expect(signedIn.status).toBe(200);

    const again = await reset(token, 'encore-un-autre-mot');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'reset_token_invalid', message: 'Ce lien de réinitialisation n’est pas valide ou a déjà servi. Demandez-en un nouveau.' });
  });

  it('lets an attacked person in: a reset clears the account’s failed sign-ins', async () => {
    const { account } = await signUp();
    let answer = 0;
    for (let attempt = 0; attempt < 10 && answer !== 429; attempt++) {
      answer = (await call('POST', '/api/auth/login-local', { body: { email: account.email, password: 'mauvais-mot-de-passe' } })).status;
    }
    expect(answer).toBe(429);
    await forgot(account.email);
    expect((await reset(await mailedToken(account.email), 'un-tout-nouveau-mot')).status).toBe(200);
    expect((await call('POST', '/api/auth/login-local', { body: { email: account.email, password: 'un-tout-nouveau-mot' } })).status).toBe(200);
  });

  it('limits reset requests per address: 429 with Retry-After and the French message', async () => {
    let last: Answer<ApiErrorBody> | undefined;
    for (let attempt = 0; attempt < 30; attempt++) {
      last = await call<ApiErrorBody>('POST', '/api/auth/forgot-password', { body: { email: `personne.${uniqueHex()}@example.ma` } });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.body).toMatchObject({ code: 'rate_limited', message: 'Trop de tentatives, réessayez dans quelques minutes.' });
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    // The stack is shared: give the address its quota back for the tests after this one.
    const redis = new Redis(urlFromEnv('REDIS_URL'));
    await redis.del(`${process.env.E2E_REDIS_PREFIX}:password-resets:ip:127.0.0.1`);
    redis.disconnect();
  });
});
