import type { ExternalSignInRequest } from '@lieux/contracts';
import { failureCode as codeOf, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { InMemorySecurityLog } from '../../security-log/test/in-memory-security-log.js';
import { Argon2PasswordHasher } from '../infra/argon2.password-hasher.js';
import { InMemoryExternalIdentityRepository } from '../test/in-memory-external-identity.repository.js';
import { InMemoryUserRepository } from '../test/in-memory-user.repository.js';
import { ExternalSignInUseCase } from './external-sign-in.usecase.js';
import { ConfirmationLinks } from './email-confirmation.usecases.js';
import { RegisterUserUseCase } from './register-user.usecase.js';
import { VerifyCredentialsUseCase } from './verify-credentials.usecase.js';

const hasher = new Argon2PasswordHasher();
const ISSUER = 'https://id.example.ma';
const fromProvider = (fields: Partial<ExternalSignInRequest> = {}): ExternalSignInRequest => ({
  issuer: ISSUER,
  subject: 'sub-123',
  email: 'Salma@Example.ma',
  emailVerified: true,
  firstName: 'Salma',
  lastName: 'Bennani',
  ip: '203.0.113.7',
  ...fields,
});

describe('external sign-in (OpenID Connect)', () => {
  let users: InMemoryUserRepository;
  let identities: InMemoryExternalIdentityRepository;
  let securityLog: InMemorySecurityLog;
  let signIn: ExternalSignInUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository();
    identities = new InMemoryExternalIdentityRepository(users);
    securityLog = new InMemorySecurityLog();
    signIn = new ExternalSignInUseCase(users, identities, securityLog);
  });

  it('makes a consumer account without a password for a new verified e-mail, with user.registered, and links it', async () => {
    const user = await signIn.execute(fromProvider());
    expect(user).toMatchObject({ email: 'Salma@Example.ma', firstName: 'Salma', lastName: 'Bennani', role: 'consumer', subscription: 'free' });
    expect(users.users[0].passwordHash).toBeNull();
    expect(identities.identities).toEqual([expect.objectContaining({ issuer: ISSUER, subject: 'sub-123', userId: user.id })]);
    expect(users.events).toEqual([{ subject: 'user.registered', payload: { userId: user.id, role: 'consumer', registeredAt: user.createdAt } }]);
  });

  it('finds the same account at the next sign-in by its subject, even when the e-mail changed at the provider', async () => {
    const first = await signIn.execute(fromProvider());
    const again = await signIn.execute(fromProvider({ email: 'salma.nouvelle@example.ma' }));
    expect(again.id).toBe(first.id);
    expect(users.users).toHaveLength(1);
  });

  it('links an existing account of the same e-mail (any case) when the provider verified it, confirms its address, and the password still works', async () => {
    const registered = await new RegisterUserUseCase(users, hasher, new ConfirmationLinks('https://lieux.test')).execute({ email: 'salma@example.ma', password: STRONG_TEST_PASSWORD, firstName: 'Salma', lastName: 'Bennani', role: 'merchant' });
    expect(registered.emailConfirmed).toBe(false);
    const user = await signIn.execute(fromProvider());
    // The provider vouches for the address: the welcome link is no longer needed (issue 30 §9).
    expect(user).toEqual({ ...registered, emailConfirmed: true });
    expect(users.events).toContainEqual({ subject: 'user.email-confirmed', payload: { userId: registered.id, confirmedAt: expect.any(String) } });
    expect(identities.identities[0].userId).toBe(registered.id);
    expect((await new VerifyCredentialsUseCase(users, hasher, securityLog).execute({ email: 'salma@example.ma', password: STRONG_TEST_PASSWORD })).id).toBe(registered.id);
  });

  it('links or makes nothing for an e-mail the provider did not verify, and keeps the refusal in the security log', async () => {
    await new RegisterUserUseCase(users, hasher, new ConfirmationLinks('https://lieux.test')).execute({ email: 'salma@example.ma', password: STRONG_TEST_PASSWORD, firstName: 'Salma', lastName: 'Bennani', role: 'consumer' });
    expect(await codeOf(signIn.execute(fromProvider({ emailVerified: false })))).toBe('external_email_unverified');
    expect(await codeOf(signIn.execute(fromProvider({ subject: 'other', email: 'nouveau@example.ma', emailVerified: false })))).toBe('external_email_unverified');
    expect(identities.identities).toEqual([]);
    expect(users.users).toHaveLength(1);
    expect(securityLog.failures).toEqual([
      { email: 'salma@example.ma', userId: users.users[0].id, ip: '203.0.113.7', reason: 'external_email_unverified', occurredAt: expect.any(Date) },
      { email: 'nouveau@example.ma', userId: null, ip: '203.0.113.7', reason: 'external_email_unverified', occurredAt: expect.any(Date) },
    ]);
  });

  it('names the account from the e-mail when the provider gives no name', async () => {
    expect(await signIn.execute(fromProvider({ firstName: '', lastName: '' }))).toMatchObject({ firstName: 'Salma', lastName: '' });
  });

  it('never lets the password form into an account without a password, and logs why', async () => {
    await signIn.execute(fromProvider());
    const verify = new VerifyCredentialsUseCase(users, hasher, securityLog);
    // Not even the phrase the unknown-account timing check hashes.
    for (const password of ['no account has this password', STRONG_TEST_PASSWORD]) {
      expect(await codeOf(verify.execute({ email: 'salma@example.ma', password, ip: '198.51.100.1' }))).toBe('invalid_credentials');
    }
    expect(securityLog.failures.map((failure) => failure.reason)).toEqual(['no_password', 'no_password']);
  });
});
