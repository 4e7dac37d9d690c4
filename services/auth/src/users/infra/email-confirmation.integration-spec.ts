import { jest } from '@jest/globals';
import { RPC, type Actor } from '@lieux/contracts';
import { carriesLinkTo, failureCode, STRONG_TEST_PASSWORD, TestSmtpServer } from '@lieux/testing';
import { startAuthService, type RunningAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/**
 * Issue 30 §9 as the auth service runs: the welcome mail through a real SMTP server, the link that
 * confirms the address once, `user.email-confirmed` in the same commit; weak passwords refused.
 */
describe('e-mail confirmation and password strength over NATS, on a real PostgreSQL', () => {
  let auth: RunningAuthService;
  let smtp: TestSmtpServer;
  const anonymous = { actor: undefined };
  const confirmationMail = carriesLinkTo('/confirm-email');

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    auth = await startAuthService({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lieux.example', MAIL_RELAY_INTERVAL_MS: 100 });
  });

  afterAll(async () => {
    await auth?.close();
    await smtp?.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) => auth.sql<T>(query, params);
  const signUp = (email: string, password = STRONG_TEST_PASSWORD) => auth.client.request(RPC.authRegister, { email, password, firstName: 'Hind', lastName: 'Benjelloun', role: 'consumer' }, anonymous);
  const confirm = (token: string) => auth.client.request(RPC.authConfirmEmail, { token }, anonymous);
  const actorOf = (user: { id: string }): Actor => ({ userId: user.id, role: 'consumer', plan: 'free' });

  function tokenOf(text: string): string {
    const match = /https:\/\/lieux\.example\/confirm-email\?token=([A-Za-z0-9_-]{43})/.exec(text);
    if (!match) throw new Error(`no confirmation link in: ${text}`);
    return match[1];
  }

  it('refuses "motdepasse" and "azerty123" at sign-up with the French message’s code, and makes no account', async () => {
    for (const password of ['motdepasse', 'azerty123']) {
      expect(await failureCode(signUp('faible@example.ma', password))).toBe('password_too_weak');
    }
    expect(await sql('select id from auth.users where lower(email) = ?', ['faible@example.ma'])).toEqual([]);
  });

  it('mails a welcome with a three-day link; following it confirms the address once and publishes user.email-confirmed with it', async () => {
    const user = await signUp('hind@example.ma');
    expect(user.emailConfirmed).toBe(false);
    const mail = await smtp.waitFor('hind@example.ma', 15_000, confirmationMail);
    expect(mail.subject).toBe('Bienvenue sur Lieux : confirmez votre adresse email');
    expect(mail.text).toContain('Bonjour Hind,');
    const token = tokenOf(mail.text);
    const [stored] = await sql<{ token_hash: string }>('select token_hash from auth.email_confirmation_tokens where user_id = ?', [user.id]);
    expect(stored.token_hash).not.toContain(token);

    const confirmed = await confirm(token);
    expect(confirmed).toMatchObject({ id: user.id, emailConfirmed: true });
    expect((await auth.client.request(RPC.authUserShow, { userId: user.id }, { actor: actorOf(user) })).emailConfirmed).toBe(true);
    const events = await sql<{ payload: { payload: { userId: string } } }>(`select payload from auth.outbox where subject = 'user.email-confirmed'`);
    expect(events.filter((event) => event.payload.payload.userId === user.id)).toHaveLength(1);

    // The same link again: still confirmed, and no second event.
    expect(await confirm(token)).toMatchObject({ emailConfirmed: true });
    expect((await sql<{ payload: { payload: { userId: string } } }>(`select payload from auth.outbox where subject = 'user.email-confirmed'`)).filter((event) => event.payload.payload.userId === user.id)).toHaveLength(1);
    // Nothing more to send.
    expect(await auth.client.request(RPC.authResendEmailConfirmation, {}, { actor: actorOf(user) })).toEqual({ sent: false });
  });

  it('refuses an unknown link and an expired one with their codes; a resent link (in the asked language) works', async () => {
    const user = await signUp('omar@example.ma');
    const first = tokenOf((await smtp.waitFor('omar@example.ma', 15_000, confirmationMail)).text);
    expect(await failureCode(confirm('x'.repeat(43)))).toBe('email_confirmation_invalid');
    await sql(`update auth.email_confirmation_tokens set expires_at = created_at - interval '1 second' where user_id = ?`, [user.id]);
    expect(await failureCode(confirm(first))).toBe('email_confirmation_expired');

    expect(await auth.client.request(RPC.authResendEmailConfirmation, { locale: 'ar' }, { actor: actorOf(user) })).toEqual({ sent: true });
    const resent = await smtp.waitFor('omar@example.ma', 15_000, (mail) => confirmationMail(mail) && !mail.text.includes(first));
    expect(resent.subject).toBe('أكّد عنوان بريدك الإلكتروني على Lieux');
    expect(await confirm(tokenOf(resent.text))).toMatchObject({ emailConfirmed: true });
  });

  it('refuses a weak new password by a reset link or on the account page, and keeps the old one', async () => {
    const user = await signUp('rania@example.ma');
    await expect(auth.client.request(RPC.authChangePassword, { currentPassword: STRONG_TEST_PASSWORD, newPassword: 'motdepasse' }, { actor: actorOf(user) })).rejects.toMatchObject({ code: 'password_too_weak' });
    await auth.client.request(RPC.authRequestPasswordReset, { email: 'rania@example.ma' }, anonymous);
    const reset = await smtp.waitFor('rania@example.ma', 15_000, carriesLinkTo('/reset-password'));
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(reset.text)?.[1] ?? '';
    expect(await failureCode(auth.client.request(RPC.authResetPassword, { token, password: 'azerty123' }, anonymous))).toBe('password_too_weak');
    expect((await auth.client.request(RPC.authVerifyCredentials, { email: 'rania@example.ma', password: STRONG_TEST_PASSWORD }, anonymous)).id).toBe(user.id);
    // The link is still good for a strong password.
    expect(await auth.client.request(RPC.authResetPassword, { token, password: 'Riad-Jardin-Secret-7' }, anonymous)).toMatchObject({ userId: user.id });
  });
});
