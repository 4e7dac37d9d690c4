import { jest } from '@jest/globals';
import { RPC, TEST_USERS, type Actor, type RegisterUserRequest } from '@lieux/contracts';
import { failureCode, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { startAuthService, type RunningAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/** The auth service as it runs (its module, NATS request handlers, its schema) on real PostgreSQL and NATS. */
describe('accounts over NATS, on a real PostgreSQL', () => {
  let auth: RunningAuthService;
  const anonymous = { actor: undefined };

  beforeAll(async () => {
    auth = await startAuthService();
  });

  afterAll(async () => {
    await auth?.close();
  });

  const sql = <T>(query: string, params: unknown[] = []) => auth.sql<T>(query, params);

  const amine: RegisterUserRequest = { email: 'Amine@Example.ma', password: STRONG_TEST_PASSWORD, firstName: 'Amine', lastName: 'Alaoui', role: 'merchant' };

  it('signs up: the account in auth.users with an argon2id hash, and user.registered in the same commit', async () => {
    const user = await auth.client.request(RPC.authRegister, amine, anonymous);
    expect(user).toMatchObject({ email: 'Amine@Example.ma', firstName: 'Amine', lastName: 'Alaoui', role: 'merchant', subscription: 'free', profileImageUrl: null });
    expect(user).not.toHaveProperty('passwordHash');

    const [row] = await sql<{ password_hash: string; role: string }>('select password_hash, role from auth.users where id = ?', [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const events = await sql<{ subject: string; payload: { payload: { userId: string; role: string } } }>(
      "select subject, payload from auth.outbox where subject = 'user.registered'",
    );
    expect(events.map((event) => event.payload.payload)).toContainEqual(expect.objectContaining({ userId: user.id, role: 'merchant' }));
  });

  it('refuses the same e-mail in another case (the unique index on lower(email)), leaving no second row nor event', async () => {
    const before = await sql<{ count: string }>('select count(*) from auth.outbox');
    expect(await failureCode(auth.client.request(RPC.authRegister, { ...amine, email: 'AMINE@example.MA' }, anonymous))).toBe('email_taken');
    expect(await sql<{ count: string }>("select count(*) from auth.users where lower(email) = 'amine@example.ma'")).toEqual([{ count: '1' }]);
    expect(await sql<{ count: string }>('select count(*) from auth.outbox')).toEqual(before);
  });

  it('checks credentials: the right password in any case of e-mail; one refusal for a wrong password or an unknown e-mail', async () => {
    const user = await auth.client.request(RPC.authVerifyCredentials, { email: 'amine@EXAMPLE.ma', password: STRONG_TEST_PASSWORD }, anonymous);
    expect(user).toMatchObject({ email: 'Amine@Example.ma', role: 'merchant' });
    expect(await failureCode(auth.client.request(RPC.authVerifyCredentials, { email: 'amine@example.ma', password: 'mauvaismotdepasse' }, anonymous))).toBe('invalid_credentials');
    expect(await failureCode(auth.client.request(RPC.authVerifyCredentials, { email: 'nobody@example.ma', password: STRONG_TEST_PASSWORD }, anonymous))).toBe('invalid_credentials');
  });

  it('shows an account to its owner, with the actor from the request headers; not to an anonymous caller', async () => {
    const user = await auth.client.request(RPC.authVerifyCredentials, { email: 'amine@example.ma', password: STRONG_TEST_PASSWORD }, anonymous);
    const actor: Actor = { userId: user.id, role: user.role, plan: user.subscription };
    expect(await auth.client.request(RPC.authUserShow, { userId: user.id }, { actor })).toEqual(user);
    expect(await failureCode(auth.client.request(RPC.authUserShow, { userId: user.id }, anonymous))).toBe('unauthenticated');
  });

  it('seeds the test users of each role at start-up (not production), and gives them by id', async () => {
    const rows = await sql<{ id: string; role: string }>(`select id, role from auth.users where id in (${TEST_USERS.map(() => '?').join(', ')}) order by id`, TEST_USERS.map((user) => user.id));
    expect(rows.map((row) => row.role)).toEqual(['admin', 'merchant', 'consumer']);
    const admin = await auth.client.request(RPC.authTestUser, { userId: TEST_USERS[0].id }, anonymous);
    expect(admin).toMatchObject({ email: 'admin@test.lieux.ma', role: 'admin' });
    const amine = await auth.client.request(RPC.authVerifyCredentials, { email: 'amine@example.ma', password: STRONG_TEST_PASSWORD }, anonymous);
    expect(await failureCode(auth.client.request(RPC.authTestUser, { userId: amine.id }, anonymous))).toBe('not_found');
  });

  it('changes the actor’s own password in the database', async () => {
    const user = await auth.client.request(RPC.authRegister, { ...amine, email: 'change@example.ma' }, anonymous);
    const actor: Actor = { userId: user.id, role: user.role, plan: user.subscription };
    const [before] = await sql<{ password_hash: string }>('select password_hash from auth.users where id = ?', [user.id]);
    await auth.client.request(RPC.authChangePassword, { currentPassword: STRONG_TEST_PASSWORD, newPassword: 'nouveau-mot-de-passe' }, { actor });
    const [after] = await sql<{ password_hash: string }>('select password_hash from auth.users where id = ?', [user.id]);
    expect(after.password_hash).toMatch(/^\$argon2id\$/);
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(await auth.client.request(RPC.authVerifyCredentials, { email: 'change@example.ma', password: 'nouveau-mot-de-passe' }, anonymous)).toMatchObject({ id: user.id });
  });

  it('renames and deletes in the database, each with its event in the outbox of the same commit', async () => {
    const user = await auth.client.request(RPC.authRegister, { ...amine, email: 'partir@example.ma' }, anonymous);
    const actor: Actor = { userId: user.id, role: user.role, plan: user.subscription };
    await auth.client.request(RPC.authUpdateProfile, { firstName: 'Amina', lastName: 'Berrada' }, { actor });
    expect(await sql('select first_name, last_name from auth.users where id = ?', [user.id])).toEqual([{ first_name: 'Amina', last_name: 'Berrada' }]);
    await auth.client.request(RPC.authDeleteAccount, { password: STRONG_TEST_PASSWORD }, { actor });
    expect(await sql('select id from auth.users where id = ?', [user.id])).toEqual([]);
    // Each once, in no set order: the outbox orders by a millisecond, which two calls can share.
    const events = await sql<{ subject: string }>("select subject from auth.outbox where payload->'payload'->>'userId' = ?", [user.id]);
    expect(events.map((event) => event.subject).sort()).toEqual(['user.deleted', 'user.registered', 'user.updated']);
  });
});
