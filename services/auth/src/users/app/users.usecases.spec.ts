import { failureCode as codeOf, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { Argon2PasswordHasher } from '../infra/argon2.password-hasher.js';
import { InMemorySecurityLog } from '../../security-log/test/in-memory-security-log.js';
import { InMemoryUserRepository } from '../test/in-memory-user.repository.js';
import { DeleteAccountUseCase, UpdateProfileUseCase } from './account.usecases.js';
import { ChangePasswordUseCase } from './change-password.usecase.js';
import { GetUserUseCase } from './get-user.usecase.js';
import { ConfirmationLinks } from './email-confirmation.usecases.js';
import { RegisterUserUseCase } from './register-user.usecase.js';
import { VerifyCredentialsUseCase } from './verify-credentials.usecase.js';

const hasher = new Argon2PasswordHasher();
const salma = { email: 'Salma@Example.ma', password: STRONG_TEST_PASSWORD, firstName: 'Salma', lastName: 'Bennani', role: 'consumer' as const };

describe('the accounts', () => {
  let users: InMemoryUserRepository;
  let register: RegisterUserUseCase;
  let verify: VerifyCredentialsUseCase;
  let securityLog: InMemorySecurityLog;

  beforeEach(() => {
    users = new InMemoryUserRepository();
    register = new RegisterUserUseCase(users, hasher, new ConfirmationLinks('https://lieux.test'));
    securityLog = new InMemorySecurityLog();
    verify = new VerifyCredentialsUseCase(users, hasher, securityLog);
  });

  it('signs up a consumer on the free plan and answers the user without the hash', async () => {
    const user = await register.execute(salma);
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'Salma@Example.ma',
      firstName: 'Salma',
      lastName: 'Bennani',
      role: 'consumer',
      profileImageUrl: null,
      subscription: 'free',
      createdAt: expect.any(String),
      emailConfirmed: false,
    });
    expect(JSON.stringify(user)).not.toContain('argon2');
  });

  it('refuses a common or guessable password at sign-up (issue 30 §9), and makes no account', async () => {
    for (const password of ['motdepasse', 'azerty123', 'salmabennani']) {
      expect(await codeOf(register.execute({ ...salma, password }))).toBe('password_too_weak');
    }
    expect(users.users).toEqual([]);
    expect(users.events).toEqual([]);
  });

  it('stores the welcome mail with its confirmation link, in the sign-up’s language, with the account', async () => {
    const user = await register.execute({ ...salma, locale: 'en' });
    expect(users.welcomes).toHaveLength(1);
    const [{ token, mail }] = users.welcomes;
    expect(token).toMatchObject({ userId: user.id, usedAt: null, tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBe(3 * 86_400_000);
    expect(mail).toMatchObject({ to: 'Salma@Example.ma', subject: 'Welcome to Lieux: confirm your e-mail address' });
    expect(mail.text).toMatch(/https:\/\/lieux\.test\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
  });

  it('keeps an argon2id hash, never the password', async () => {
    await register.execute(salma);
    expect(users.users[0].passwordHash).toMatch(/^\$argon2id\$/);
    expect(users.users[0].passwordHash).not.toContain(STRONG_TEST_PASSWORD);
  });

  it('publishes user.registered with the account', async () => {
    const user = await register.execute({ ...salma, role: 'merchant' });
    expect(users.events).toEqual([{ subject: 'user.registered', payload: { userId: user.id, role: 'merchant', registeredAt: user.createdAt } }]);
  });

  it('refuses a second account for the same e-mail in another case, and publishes nothing for it', async () => {
    await register.execute(salma);
    expect(await codeOf(register.execute({ ...salma, email: ' salma@EXAMPLE.MA ' }))).toBe('email_taken');
    expect(users.users).toHaveLength(1);
    expect(users.events).toHaveLength(1);
  });

  it('signs in with the e-mail in any case and the right password', async () => {
    const registered = await register.execute(salma);
    expect(await verify.execute({ email: 'SALMA@example.MA', password: STRONG_TEST_PASSWORD })).toEqual(registered);
  });

  it('gives the same refusal for a wrong password and an unknown e-mail', async () => {
    await register.execute(salma);
    expect(await codeOf(verify.execute({ email: salma.email, password: 'pas-le-bon' }))).toBe('invalid_credentials');
    expect(await codeOf(verify.execute({ email: 'personne@example.ma', password: STRONG_TEST_PASSWORD }))).toBe('invalid_credentials');
  });

  it('keeps each refused sign-in in the security log — account tried, address, time, reason — never the password', async () => {
    const user = await register.execute(salma);
    await codeOf(verify.execute({ email: ' SALMA@example.ma', password: 'pas-le-bon', ip: '203.0.113.9' }));
    await codeOf(verify.execute({ email: 'personne@example.ma', password: STRONG_TEST_PASSWORD }));
    await verify.execute({ email: salma.email, password: STRONG_TEST_PASSWORD, ip: '203.0.113.9' });
    expect(securityLog.failures).toEqual([
      { email: 'salma@example.ma', userId: user.id, ip: '203.0.113.9', reason: 'wrong_password', occurredAt: expect.any(Date) },
      { email: 'personne@example.ma', userId: null, ip: null, reason: 'unknown_account', occurredAt: expect.any(Date) },
    ]);
    expect(JSON.stringify(securityLog.failures)).not.toContain('pas-le-bon');
    expect(JSON.stringify(securityLog.failures)).not.toContain(STRONG_TEST_PASSWORD);
  });

  it('shows an account to its owner and to an admin only', async () => {
    const user = await register.execute(salma);
    const show = new GetUserUseCase(users);
    const as = (userId: string, role: 'admin' | 'consumer') => ({ userId, role, plan: 'free' as const });
    expect(await show.execute(as(user.id, 'consumer'), user.id)).toEqual(user);
    expect(await show.execute(as('0b6f7a4e-1d2c-4b3a-9e8f-7a6b5c4d3e2f', 'admin'), user.id)).toEqual(user);
    expect(await codeOf(show.execute(as('0b6f7a4e-1d2c-4b3a-9e8f-7a6b5c4d3e2f', 'consumer'), user.id))).toBe('forbidden');
    expect(await codeOf(show.execute(undefined, user.id))).toBe('unauthenticated');
  });

  it('changes the signed-in user’s own password once the current one is proved', async () => {
    const user = await register.execute(salma);
    const me = { userId: user.id, role: user.role, plan: user.subscription };
    const change = new ChangePasswordUseCase(users, hasher);
    expect(await codeOf(change.execute(me, { currentPassword: 'pas-le-bon', newPassword: 'nouveau-mot' }))).toBe('current_password_wrong');
    expect(await codeOf(change.execute(undefined, { currentPassword: STRONG_TEST_PASSWORD, newPassword: 'nouveau-mot' }))).toBe('unauthenticated');
    expect(await codeOf(change.execute(me, { currentPassword: STRONG_TEST_PASSWORD, newPassword: 'azerty123' }))).toBe('password_too_weak');
    await change.execute(me, { currentPassword: STRONG_TEST_PASSWORD, newPassword: 'nouveau-mot' });
    expect(await codeOf(verify.execute({ email: salma.email, password: STRONG_TEST_PASSWORD }))).toBe('invalid_credentials');
    expect((await verify.execute({ email: salma.email, password: 'nouveau-mot' })).id).toBe(user.id);
  });

  it('renames the signed-in user and tells the other services with user.updated', async () => {
    const user = await register.execute(salma);
    const me = { userId: user.id, role: user.role, plan: user.subscription };
    const renamed = await new UpdateProfileUseCase(users).execute(me, { firstName: ' Salma ', lastName: 'Alami' });
    expect(renamed).toMatchObject({ id: user.id, firstName: 'Salma', lastName: 'Alami', email: user.email });
    expect(users.users[0].lastName).toBe('Alami');
    expect(users.events.at(-1)).toEqual({ subject: 'user.updated', payload: { userId: user.id, firstName: 'Salma', lastName: 'Alami', updatedAt: expect.any(String) } });
  });

  it('deletes the account once the password is proved, with user.deleted, and nothing of it remains', async () => {
    const user = await register.execute(salma);
    const me = { userId: user.id, role: user.role, plan: user.subscription };
    const remove = new DeleteAccountUseCase(users, hasher);
    expect(await codeOf(remove.execute(me, { password: 'pas-le-bon' }))).toBe('current_password_wrong');
    expect(users.users).toHaveLength(1);
    expect(await remove.execute(me, { password: STRONG_TEST_PASSWORD })).toEqual({ userId: user.id });
    expect(users.users).toEqual([]);
    expect(users.events.at(-1)).toEqual({ subject: 'user.deleted', payload: { userId: user.id, deletedAt: expect.any(String) } });
    expect(await codeOf(remove.execute(me, { password: STRONG_TEST_PASSWORD }))).toBe('unauthenticated');
  });
});
