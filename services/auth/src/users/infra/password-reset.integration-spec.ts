import { jest } from '@jest/globals';
import { RPC } from '@lieux/contracts';
import { carriesLinkTo, failureCode, TestSmtpServer } from '@lieux/testing';
import { MailRelay } from '@lieux/service-kit';
import { startAuthService, type RunningAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/** Forgot / reset password as the auth service runs: real PostgreSQL, NATS, and a real SMTP server. */
describe('password reset over NATS, on a real PostgreSQL, mailing through a real SMTP server', () => {
  let auth: RunningAuthService;
  let smtp: TestSmtpServer;
  const anonymous = { actor: undefined };
  const resetMail = carriesLinkTo('/reset-password');

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    auth = await startAuthService({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lieux.example', MAIL_RELAY_INTERVAL_MS: 100 });
  });

  afterAll(async () => {
    await auth?.close();
    await smtp?.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) => auth.sql<T>(query, params);

  async function signUp(email: string): Promise<string> {
    const user = await auth.client.request(RPC.authRegister, { email, password: 'ancienmotdepasse', firstName: 'Nadia', lastName: 'Tazi', role: 'consumer' }, anonymous);
    return user.id;
  }

  /** The relay deletes a mail once sent, in its transaction: that commit follows the SMTP server's acceptance. */
  async function pendingMailsOnceSettled(): Promise<unknown[]> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const rows = await sql('select id from auth.pending_mails');
      if (rows.length === 0) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return sql('select id from auth.pending_mails');
  }

  function tokenOf(text: string): string {
    const match = /https:\/\/lieux\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text);
    if (!match) throw new Error(`no reset link in: ${text}`);
    return match[1];
  }

  it('mails a one-hour link in French by default, keeping only the token’s SHA-256', async () => {
    const userId = await signUp('nadia@example.ma');
    expect(await auth.client.request(RPC.authRequestPasswordReset, { email: 'NADIA@example.ma' }, anonymous)).toEqual({ accepted: true });

    const mail = await smtp.waitFor('nadia@example.ma', 10_000, resetMail);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Lieux');
    expect(mail.text).toContain('Bonjour Nadia,');
    const token = tokenOf(mail.text);
    const rows = await sql<{ token_hash: string; expires_at: Date; created_at: Date }>('select token_hash, expires_at, created_at from auth.password_reset_tokens where user_id = ?', [userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(new Date(rows[0].expires_at).getTime() - new Date(rows[0].created_at).getTime()).toBe(3_600_000);
    expect(await pendingMailsOnceSettled()).toEqual([]);
  });

  it('answers the same for an unknown e-mail, and mails nothing', async () => {
    expect(await auth.client.request(RPC.authRequestPasswordReset, { email: 'personne@example.ma' }, anonymous)).toEqual({ accepted: true });
    await auth.service.get(MailRelay).flush();
    expect(smtp.mailsTo('personne@example.ma')).toEqual([]);
  });

  it('writes in the asked language', async () => {
    await signUp('karim@example.ma');
    await auth.client.request(RPC.authRequestPasswordReset, { email: 'karim@example.ma', locale: 'ar' }, anonymous);
    const mail = await smtp.waitFor('karim@example.ma', 10_000, resetMail);
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور Lieux');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('sets the new password once: the token is consumed, the old password no longer works', async () => {
    const userId = await signUp('samir@example.ma');
    await auth.client.request(RPC.authRequestPasswordReset, { email: 'samir@example.ma' }, anonymous);
    const token = tokenOf((await smtp.waitFor('samir@example.ma', 10_000, resetMail)).text);

    expect(await auth.client.request(RPC.authResetPassword, { token, password: 'nouveaumotdepasse' }, anonymous)).toEqual({ userId, email: 'samir@example.ma' });
    const [row] = await sql<{ password_hash: string }>('select password_hash from auth.users where id = ?', [userId]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await auth.client.request(RPC.authVerifyCredentials, { email: 'samir@example.ma', password: 'nouveaumotdepasse' }, anonymous)).toMatchObject({ id: userId });
    expect(await failureCode(auth.client.request(RPC.authVerifyCredentials, { email: 'samir@example.ma', password: 'ancienmotdepasse' }, anonymous))).toBe('invalid_credentials');

    expect(await failureCode(auth.client.request(RPC.authResetPassword, { token, password: 'encoreunautre' }, anonymous))).toBe('reset_token_invalid');
  });

  it('refuses an unknown token and an expired one', async () => {
    expect(await failureCode(auth.client.request(RPC.authResetPassword, { token: 'x'.repeat(43), password: 'nouveaumotdepasse' }, anonymous))).toBe('reset_token_invalid');

    await signUp('leila@example.ma');
    await auth.client.request(RPC.authRequestPasswordReset, { email: 'leila@example.ma' }, anonymous);
    const token = tokenOf((await smtp.waitFor('leila@example.ma', 10_000, resetMail)).text);
    await sql("update auth.password_reset_tokens set expires_at = now() - interval '1 second' where used_at is null");
    expect(await failureCode(auth.client.request(RPC.authResetPassword, { token, password: 'nouveaumotdepasse' }, anonymous))).toBe('reset_token_expired');
  });

  it('loses no mail while the SMTP server refuses: it is kept and sent on a later attempt', async () => {
    await signUp('youssef@example.ma');
    smtp.failNext(1);
    await auth.client.request(RPC.authRequestPasswordReset, { email: 'youssef@example.ma' }, anonymous);
    const mail = await smtp.waitFor('youssef@example.ma', 15_000, resetMail);
    expect(tokenOf(mail.text)).toHaveLength(43);
    expect(smtp.mailsTo('youssef@example.ma', resetMail)).toHaveLength(1);
    expect(await pendingMailsOnceSettled()).toEqual([]);
  });
});
