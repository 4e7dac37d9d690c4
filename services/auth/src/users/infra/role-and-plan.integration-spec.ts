import { jest } from '@jest/globals';
import { RPC, TEST_USERS, type Actor, type UserDto } from '@lieux/contracts';
import { failureCode, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { useAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/** Becoming a merchant and the admins' role and plan changes, over NATS on a real PostgreSQL: the row and its event in one commit. */
describe('roles and plans over NATS', () => {
  const service = useAuthService();
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  const adminActor: Actor = { userId: admin?.id ?? '', role: 'admin', plan: 'free' };

  async function signUp(email: string): Promise<{ user: UserDto; actor: Actor }> {
    const user = await service().client.request(RPC.authRegister, { email, password: STRONG_TEST_PASSWORD, firstName: 'Nadia', lastName: 'Idrissi', role: 'consumer' }, { actor: undefined });
    return { user, actor: { userId: user.id, role: user.role, plan: user.subscription } };
  }

  const eventsOf = (subject: string, userId: string) =>
    service().sql<{ payload: { version: number; payload: Record<string, unknown> } }>(`select payload from auth.outbox where subject = ? and payload->'payload'->>'userId' = ? order by created_at`, [subject, userId]);

  it('turns a consumer into a merchant: the row, and user.role-changed in the outbox', async () => {
    const { user, actor } = await signUp('nadia@example.ma');
    const merchant = await service().client.request(RPC.authBecomeMerchant, {}, { actor });
    expect(merchant).toMatchObject({ id: user.id, role: 'merchant' });
    expect(await service().sql('select role from auth.users where id = ?', [user.id])).toEqual([{ role: 'merchant' }]);
    const events = await eventsOf('user.role-changed', user.id);
    expect(events.map((event) => event.payload.payload)).toEqual([{ userId: user.id, role: 'merchant', previousRole: 'consumer', changedAt: expect.any(String) }]);
    expect(events[0].payload.version).toBe(1);
  });

  it('refuses becoming a merchant to nobody and to a merchant', async () => {
    const { actor } = await signUp('karim@example.ma');
    expect(await failureCode(service().client.request(RPC.authBecomeMerchant, {}, { actor: undefined }))).toBe('unauthenticated');
    expect(await failureCode(service().client.request(RPC.authBecomeMerchant, {}, { actor: { ...actor, role: 'merchant' } }))).toBe('forbidden');
  });

  it('lets an admin change a role and a plan, with user.role-changed and user.plan-changed; nobody else', async () => {
    const { user, actor } = await signUp('youssef@example.ma');
    expect(await failureCode(service().client.request(RPC.authChangeRole, { userId: user.id, role: 'admin' }, { actor }))).toBe('forbidden');
    expect(await failureCode(service().client.request(RPC.authChangePlan, { userId: user.id, plan: 'pro' }, { actor }))).toBe('forbidden');
    expect(await service().client.request(RPC.authChangeRole, { userId: user.id, role: 'merchant' }, { actor: adminActor })).toMatchObject({ role: 'merchant' });
    expect(await service().client.request(RPC.authChangePlan, { userId: user.id, plan: 'pro' }, { actor: adminActor })).toMatchObject({ subscription: 'pro' });
    expect(await service().sql('select role, subscription from auth.users where id = ?', [user.id])).toEqual([{ role: 'merchant', subscription: 'pro' }]);
    expect((await eventsOf('user.role-changed', user.id)).map((event) => event.payload.payload)).toEqual([expect.objectContaining({ role: 'merchant', previousRole: 'consumer' })]);
    expect((await eventsOf('user.plan-changed', user.id)).map((event) => event.payload.payload)).toEqual([{ userId: user.id, plan: 'pro', previousPlan: 'free', changedAt: expect.any(String) }]);
  });

  it('answers an unknown user with not_found and a role outside the list with validation_failed', async () => {
    expect(await failureCode(service().client.request(RPC.authChangeRole, { userId: '00000000-0000-4000-8000-000000000000', role: 'merchant' }, { actor: adminActor }))).toBe('not_found');
    const { user } = await signUp('leila@example.ma');
    expect(await failureCode(service().client.request(RPC.authChangeRole, { userId: user.id, role: 'owner' as 'admin' }, { actor: adminActor }))).toBe('validation_failed');
  });
});
