import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { RPC, TEST_USERS, type Actor, type UserDto } from '@lieux/contracts';
import { failureCode, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { useAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/** Requests to switch to Pro, admins granting them, and Stripe's verified events, over NATS on a real PostgreSQL. */
describe('plans over NATS', () => {
  const service = useAuthService();
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  const adminActor: Actor = { userId: admin?.id ?? '', role: 'admin', plan: 'free' };

  async function merchant(email: string): Promise<{ user: UserDto; actor: Actor }> {
    const user = await service().client.request(RPC.authRegister, { email, password: STRONG_TEST_PASSWORD, firstName: 'Salma', lastName: 'Bennani', role: 'merchant' }, { actor: undefined });
    return { user, actor: { userId: user.id, role: user.role, plan: user.subscription } };
  }
  const planChanges = (userId: string) =>
    service().sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from auth.outbox where subject = 'user.plan-changed' and payload->'payload'->>'userId' = ? order by created_at`, [userId]);
  const planOf = async (userId: string) => (await service().sql<{ subscription: string }>('select subscription from auth.users where id = ?', [userId]))[0]?.subscription;

  it('records one pending request per merchant, shows it, and lets an admin grant it (user.plan-changed)', async () => {
    const { user, actor } = await merchant('salma.plan@example.ma');
    expect(await service().client.request(RPC.authPlanRequestShowOwn, {}, { actor })).toEqual({ request: null });
    const request = await service().client.request(RPC.authPlanRequestCreate, {}, { actor });
    expect(request).toMatchObject({ plan: 'pro', status: 'pending', decidedAt: null });
    expect(await failureCode(service().client.request(RPC.authPlanRequestCreate, {}, { actor }))).toBe('upgrade_already_requested');
    expect(await service().client.request(RPC.authPlanRequestShowOwn, {}, { actor })).toEqual({ request });
    // Asking changes nothing by itself.
    expect(await planOf(user.id)).toBe('free');

    expect(await failureCode(service().client.request(RPC.authPlanRequestsList, {}, { actor }))).toBe('forbidden');
    expect(await failureCode(service().client.request(RPC.authPlanRequestGrant, { requestId: request.id }, { actor }))).toBe('forbidden');
    const pending = await service().client.request(RPC.authPlanRequestsList, {}, { actor: adminActor });
    expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ id: request.id, userId: user.id, email: 'salma.plan@example.ma' })]));

    const granted = await service().client.request(RPC.authPlanRequestGrant, { requestId: request.id }, { actor: adminActor });
    expect(granted).toMatchObject({ id: request.id, status: 'granted', decidedAt: expect.any(String) });
    expect(await planOf(user.id)).toBe('pro');
    expect((await planChanges(user.id)).map((row) => row.payload.payload)).toEqual([expect.objectContaining({ plan: 'pro', previousPlan: 'free' })]);
    const audits = await service().sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from auth.outbox where subject = 'audit.recorded' and payload->'payload'->>'targetId' = ?`, [request.id]);
    expect(audits.map((row) => row.payload.payload)).toEqual([
      expect.objectContaining({ actorUserId: adminActor.userId, action: 'plan-request.granted', targetType: 'plan-request', targetLabel: 'salma.plan@example.ma', before: { plan: 'free' }, after: { plan: 'pro' } }),
    ]);
    expect(await service().client.request(RPC.authPlanRequestShowOwn, {}, { actor })).toEqual({ request: null });
    expect(await failureCode(service().client.request(RPC.authPlanRequestGrant, { requestId: request.id }, { actor: adminActor }))).toBe('plan_request_not_found');
    expect(await failureCode(service().client.request(RPC.authPlanRequestCreate, {}, { actor: { ...actor, plan: 'pro' } }))).toBe('already_pro');
  });

  it('closes a request once an admin made the user Pro directly, and takes a new one after a downgrade', async () => {
    const { user, actor } = await merchant('driss.plan@example.ma');
    const first = await service().client.request(RPC.authPlanRequestCreate, {}, { actor });
    await service().client.request(RPC.authChangePlan, { userId: user.id, plan: 'pro' }, { actor: adminActor });
    expect(await service().client.request(RPC.authPlanRequestShowOwn, {}, { actor })).toEqual({ request: null });
    expect((await service().client.request(RPC.authPlanRequestsList, {}, { actor: adminActor })).map((request) => request.id)).not.toContain(first.id);

    await service().client.request(RPC.authChangePlan, { userId: user.id, plan: 'free' }, { actor: adminActor });
    const second = await service().client.request(RPC.authPlanRequestCreate, {}, { actor });
    expect(second.id).not.toBe(first.id);
    expect(await service().sql('select status from auth.plan_requests where id = ?', [first.id])).toEqual([{ status: 'granted' }]);
  });

  it('refuses requests from consumers', async () => {
    const user = await service().client.request(RPC.authRegister, { email: 'conso.plan@example.ma', password: STRONG_TEST_PASSWORD, firstName: 'Omar', lastName: 'Alaoui', role: 'consumer' }, { actor: undefined });
    expect(await failureCode(service().client.request(RPC.authPlanRequestCreate, {}, { actor: { userId: user.id, role: 'consumer', plan: 'free' } }))).toBe('merchant_only');
  });

  it('applies a Stripe event once: Pro on a completed Checkout, Free on a deleted subscription, a redelivery changes nothing', async () => {
    const { user, actor } = await merchant('karima.stripe@example.ma');
    await service().client.request(RPC.authPlanRequestCreate, {}, { actor });
    const checkout = { eventId: `evt_${randomUUID()}`, type: 'checkout.session.completed' as const, userId: user.id };
    expect(await service().client.request(RPC.authApplyStripeEvent, checkout, { actor: undefined })).toEqual({ duplicate: false });
    expect(await planOf(user.id)).toBe('pro');
    // Paying granted the pending request too.
    expect(await service().client.request(RPC.authPlanRequestShowOwn, {}, { actor })).toEqual({ request: null });

    const cancelled = { eventId: `evt_${randomUUID()}`, type: 'customer.subscription.deleted' as const, userId: user.id };
    expect(await service().client.request(RPC.authApplyStripeEvent, cancelled, { actor: undefined })).toEqual({ duplicate: false });
    expect(await planOf(user.id)).toBe('free');
    // The Checkout event again (a replay): recorded already, the user stays Free.
    expect(await service().client.request(RPC.authApplyStripeEvent, checkout, { actor: undefined })).toEqual({ duplicate: true });
    expect(await planOf(user.id)).toBe('free');
    // Each change tells where it came from (the outbox's millisecond order can tie).
    const changes = (await planChanges(user.id)).map((row) => `${String(row.payload.payload.previousPlan)}→${String(row.payload.payload.plan)}`);
    expect(changes.sort()).toEqual(['free→pro', 'pro→free']);
  });

  it('refuses an event it does not handle', async () => {
    const { user } = await merchant('nabil.stripe@example.ma');
    const request = { eventId: 'evt_x', type: 'invoice.paid', userId: user.id } as never;
    expect(await failureCode(service().client.request(RPC.authApplyStripeEvent, request, { actor: undefined }))).toBe('validation_failed');
  });
});
