import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { RPC, TEST_USERS, type Actor, type AdminUsersRequest, type UserDto } from '@lieux/contracts';
import { failureCode, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { useAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/** The admin console's users (issue 14), over NATS on a real PostgreSQL. */
describe('admin users over NATS', () => {
  const service = useAuthService();
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  const adminActor: Actor = { userId: admin?.id ?? '', role: 'admin', plan: 'free' };

  async function signUp(email: string, firstName = 'Nadia'): Promise<UserDto> {
    return service().client.request(RPC.authRegister, { email, password: STRONG_TEST_PASSWORD, firstName, lastName: 'Idrissi', role: 'consumer' }, { actor: undefined });
  }
  const actorOf = (user: UserDto): Actor => ({ userId: user.id, role: user.role, plan: user.subscription });

  describe('lookup', () => {
    it('answers the summaries of the known ids, leaving out unknown, deleted and malformed ones', async () => {
      const nadia = await signUp('lookup-nadia@example.ma');
      const karim = await signUp('lookup-karim@example.ma', 'Karim');
      const gone = await signUp('lookup-gone@example.ma', 'Gone');
      await service().client.request(RPC.authDeleteAccount, { password: STRONG_TEST_PASSWORD }, { actor: actorOf(gone) });

      const found = await service().client.request(
        RPC.authAdminUsersLookup,
        { userIds: [nadia.id, karim.id, nadia.id, gone.id, randomUUID(), 'not-a-uuid'] },
        { actor: adminActor },
      );
      expect(found.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
        { id: karim.id, email: 'lookup-karim@example.ma', firstName: 'Karim', lastName: 'Idrissi', role: 'consumer' },
        { id: nadia.id, email: 'lookup-nadia@example.ma', firstName: 'Nadia', lastName: 'Idrissi', role: 'consumer' },
      ]);
      expect(await service().client.request(RPC.authAdminUsersLookup, { userIds: [] }, { actor: adminActor })).toEqual([]);
    });

    it('is for admins only', async () => {
      const user = await signUp('lookup-consumer@example.ma');
      expect(await failureCode(service().client.request(RPC.authAdminUsersLookup, { userIds: [user.id] }, { actor: undefined }))).toBe('unauthenticated');
      expect(await failureCode(service().client.request(RPC.authAdminUsersLookup, { userIds: [user.id] }, { actor: actorOf(user) }))).toBe('forbidden');
      expect(await failureCode(service().client.request(RPC.authAdminUsersLookup, { userIds: [user.id] }, { actor: { ...actorOf(user), role: 'merchant' } }))).toBe('forbidden');
    });

    it('refuses more than 200 ids and a payload without a list', async () => {
      const ids = Array.from({ length: 201 }, () => randomUUID());
      expect(await failureCode(service().client.request(RPC.authAdminUsersLookup, { userIds: ids }, { actor: adminActor }))).toBe('validation_failed');
      expect(await failureCode(service().client.request(RPC.authAdminUsersLookup, {} as { userIds: string[] }, { actor: adminActor }))).toBe('validation_failed');
      expect(await service().client.request(RPC.authAdminUsersLookup, { userIds: ids.slice(0, 200) }, { actor: adminActor })).toEqual([]);
    });
  });

  const outboxOf = (subject: string, key: string, id: string) =>
    service().sql<{ payload: { payload: Record<string, unknown> }; xmin: string }>(
      `select payload, xmin::text from auth.outbox where subject = ? and payload->'payload'->>'${key}' = ? order by created_at`,
      [subject, id],
    );

  describe('list', () => {
    it('searches e-mail and names whatever the case, filters role and status, pages newest first, counts', async () => {
      const tag = randomUUID().slice(0, 8);
      const first = await signUp(`list-${tag}-a@example.ma`, 'Zineb');
      const second = await signUp(`list-${tag}-b@example.ma`, 'Omar');
      const third = await signUp(`list-${tag}-c@example.ma`, 'Zineb');
      await service().client.request(RPC.authAdminChangeRole, { userId: second.id, role: 'merchant' }, { actor: adminActor });
      await service().client.request(RPC.authAdminSuspend, { userId: third.id, reason: 'Faux avis en série' }, { actor: adminActor });

      const page = await service().client.request(RPC.authAdminUsersList, { q: `LIST-${tag}`, page: 1, pageSize: 8 }, { actor: adminActor });
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 8 });
      expect(page.items.map((user) => user.id)).toEqual([third.id, second.id, first.id]);
      expect(page.items[0]).toEqual({
        id: third.id, email: `list-${tag}-c@example.ma`, firstName: 'Zineb', lastName: 'Idrissi', role: 'consumer', plan: 'free',
        status: 'suspended', suspensionReason: 'Faux avis en série', suspendedAt: expect.any(String), createdAt: third.createdAt, emailVerifiedAt: null,
      });
      const ids = async (request: Partial<AdminUsersRequest>) =>
        (await service().client.request(RPC.authAdminUsersList, { q: `list-${tag}`, page: 1, pageSize: 8, ...request }, { actor: adminActor })).items.map((user) => user.id);
      expect(await ids({ role: 'merchant' })).toEqual([second.id]);
      expect(await ids({ status: 'suspended' })).toEqual([third.id]);
      expect(await ids({ status: 'active', role: 'consumer' })).toEqual([first.id]);
      expect(await ids({ page: 2, pageSize: 2 })).toEqual([first.id]);
      const byName = await service().client.request(RPC.authAdminUsersList, { q: 'zineb idrissi', page: 1, pageSize: 50 }, { actor: adminActor });
      expect(byName.items.map((user) => user.id)).toEqual(expect.arrayContaining([first.id, third.id]));
      expect((await service().client.request(RPC.authAdminUsersList, { q: '100%_', page: 1, pageSize: 8 }, { actor: adminActor })).total).toBe(0);
      expect(await failureCode(service().client.request(RPC.authAdminUsersList, { page: 1, pageSize: 8 }, { actor: actorOf(first) }))).toBe('forbidden');
      expect(await failureCode(service().client.request(RPC.authAdminUsersList, { page: 1, pageSize: 8, role: 'owner' as 'admin' }, { actor: adminActor }))).toBe('validation_failed');
    });
  });

  describe('role and plan', () => {
    it('changes them with their event and audit.recorded in one transaction; 409 when unchanged; never on one’s own account', async () => {
      const user = await signUp(`role-${randomUUID().slice(0, 8)}@example.ma`);
      const changed = await service().client.request(RPC.authAdminChangeRole, { userId: user.id, role: 'merchant', reason: 'Gère un café' }, { actor: adminActor });
      expect(changed).toMatchObject({ id: user.id, role: 'merchant', status: 'active' });
      const [roleEvent] = await outboxOf('user.role-changed', 'userId', user.id);
      const [roleAudit] = await outboxOf('audit.recorded', 'targetId', user.id);
      expect(roleAudit.payload.payload).toMatchObject({
        actorUserId: adminActor.userId, action: 'user.role-changed', targetType: 'user', targetLabel: user.email,
        before: { role: 'consumer' }, after: { role: 'merchant' }, reason: 'Gère un café',
      });
      expect(roleEvent.xmin).toBe(roleAudit.xmin);

      expect(await service().client.request(RPC.authAdminChangePlan, { userId: user.id, plan: 'pro' }, { actor: adminActor })).toMatchObject({ plan: 'pro' });
      // By its action, not its place: two changes can fall in one millisecond, the outbox's only order.
      const audits = await outboxOf('audit.recorded', 'targetId', user.id);
      expect(audits.find((audit) => audit.payload.payload.action === 'user.plan-changed')?.payload.payload).toMatchObject({ action: 'user.plan-changed', before: { plan: 'free' }, after: { plan: 'pro' }, reason: null });

      expect(await failureCode(service().client.request(RPC.authAdminChangeRole, { userId: user.id, role: 'merchant' }, { actor: adminActor }))).toBe('user_role_unchanged');
      expect(await failureCode(service().client.request(RPC.authAdminChangePlan, { userId: user.id, plan: 'pro' }, { actor: adminActor }))).toBe('user_plan_unchanged');
      expect(await failureCode(service().client.request(RPC.authAdminChangeRole, { userId: adminActor.userId, role: 'consumer' }, { actor: adminActor }))).toBe('admin_self_action');
      expect(await failureCode(service().client.request(RPC.authAdminChangeRole, { userId: randomUUID(), role: 'consumer' }, { actor: adminActor }))).toBe('user_not_found');
      expect(await failureCode(service().client.request(RPC.authAdminChangeRole, { userId: user.id, role: 'consumer', reason: 'non' }, { actor: adminActor }))).toBe('admin_reason_invalid');
      expect(await failureCode(service().client.request(RPC.authAdminChangePlan, { userId: user.id, plan: 'free' }, { actor: actorOf(user) }))).toBe('forbidden');
      expect(await outboxOf('audit.recorded', 'targetId', user.id)).toHaveLength(2);
    });
  });

  describe('suspension', () => {
    it('suspends with user.suspended and its audit; the account cannot sign in, even after a password reset; restoring lets it in again', async () => {
      const email = `suspend-${randomUUID().slice(0, 8)}@example.ma`;
      const user = await signUp(email);
      const suspended = await service().client.request(RPC.authAdminSuspend, { userId: user.id, reason: '  Faux avis en série ' }, { actor: adminActor });
      expect(suspended).toMatchObject({ status: 'suspended', suspensionReason: 'Faux avis en série', suspendedAt: expect.any(String) });
      const [event] = await outboxOf('user.suspended', 'userId', user.id);
      expect(event.payload.payload).toEqual({ userId: user.id, reason: 'Faux avis en série', suspendedBy: adminActor.userId, suspendedAt: suspended.suspendedAt });
      const [audit] = await outboxOf('audit.recorded', 'targetId', user.id);
      expect(audit.payload.payload).toMatchObject({ action: 'user.suspended', before: { status: 'active' }, after: { status: 'suspended' }, reason: 'Faux avis en série' });
      expect(audit.xmin).toBe(event.xmin);

      expect(await failureCode(service().client.request(RPC.authVerifyCredentials, { email, password: STRONG_TEST_PASSWORD }, { actor: undefined }))).toBe('account_suspended');
      // A wrong password learns nothing of the suspension.
      expect(await failureCode(service().client.request(RPC.authVerifyCredentials, { email, password: 'mauvais-mot' }, { actor: undefined }))).toBe('invalid_credentials');
      // A password reset does not lift the suspension.
      await service().client.request(RPC.authRequestPasswordReset, { email }, { actor: undefined });
      // The reset mail, not the welcome mail every new account gets first.
      const [mail] = await service().sql<{ text: string }>(`select text from auth.pending_mails where to_address = ? and text like '%reset-password%'`, [email]);
      const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      const newPassword = `${STRONG_TEST_PASSWORD}-neuf`;
      await service().client.request(RPC.authResetPassword, { token, password: newPassword }, { actor: undefined });
      expect(await failureCode(service().client.request(RPC.authVerifyCredentials, { email, password: newPassword }, { actor: undefined }))).toBe('account_suspended');
      expect(await failureCode(service().client.request(RPC.authAdminSuspend, { userId: user.id, reason: 'Encore une fois' }, { actor: adminActor }))).toBe('user_already_suspended');
      expect(await failureCode(service().client.request(RPC.authAdminSuspend, { userId: user.id, reason: 'x' }, { actor: adminActor }))).toBe('admin_reason_invalid');
      expect(await failureCode(service().client.request(RPC.authAdminSuspend, { userId: adminActor.userId, reason: 'Moi-même, par erreur' }, { actor: adminActor }))).toBe('admin_self_action');

      const restored = await service().client.request(RPC.authAdminRestore, { userId: user.id }, { actor: adminActor });
      expect(restored).toMatchObject({ status: 'active', suspensionReason: null, suspendedAt: null });
      expect((await outboxOf('user.restored', 'userId', user.id)).map((row) => row.payload.payload)).toEqual([{ userId: user.id, restoredBy: adminActor.userId, restoredAt: expect.any(String) }]);
      expect(await service().client.request(RPC.authVerifyCredentials, { email, password: newPassword }, { actor: undefined })).toMatchObject({ id: user.id });
      expect(await failureCode(service().client.request(RPC.authAdminRestore, { userId: user.id }, { actor: adminActor }))).toBe('user_not_suspended');
    });

    it('refuses a suspended account’s external sign-in, and a suspended test account', async () => {
      const email = `external-${randomUUID().slice(0, 8)}@example.ma`;
      const user = await signUp(email);
      await service().client.request(RPC.authAdminSuspend, { userId: user.id, reason: 'Compte compromis' }, { actor: adminActor });
      const identity = { issuer: 'https://accounts.example.com', subject: randomUUID(), email, emailVerified: true, firstName: 'Nadia', lastName: 'Idrissi' };
      expect(await failureCode(service().client.request(RPC.authExternalSignIn, identity, { actor: undefined }))).toBe('account_suspended');
      // Linked by the refused attempt or not, the next one is refused too.
      expect(await failureCode(service().client.request(RPC.authExternalSignIn, identity, { actor: undefined }))).toBe('account_suspended');

      const testConsumer = TEST_USERS.find((testUser) => testUser.role === 'consumer');
      const testUserId = testConsumer?.id ?? '';
      expect(await service().client.request(RPC.authTestUser, { userId: testUserId }, { actor: undefined })).toMatchObject({ id: testUserId });
      await service().client.request(RPC.authAdminSuspend, { userId: testUserId, reason: 'Compte de test suspendu' }, { actor: adminActor });
      expect(await failureCode(service().client.request(RPC.authTestUser, { userId: testUserId }, { actor: undefined }))).toBe('account_suspended');
    });
  });
});
