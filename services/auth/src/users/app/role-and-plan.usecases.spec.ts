import type { Actor, UserRole } from '@lieux/contracts';
import { failureCode as codeOf } from '@lieux/testing';
import { newAccount } from '../domain/user.js';
import { InMemoryUserRepository } from '../test/in-memory-user.repository.js';
import { BecomeMerchantUseCase, ChangePlanUseCase, ChangeRoleUseCase } from './role-and-plan.usecases.js';

const ADMIN: Actor = { userId: '0b6f7a4e-1d2c-4b3a-9e8f-7a6b5c4d3e2f', role: 'admin', plan: 'free' };

describe('roles and plans', () => {
  let users: InMemoryUserRepository;

  async function account(role: UserRole): Promise<{ id: string; actor: Actor }> {
    const { user } = newAccount({ email: `${role}-${users.users.length}@example.ma`, firstName: 'Salma', lastName: 'Bennani', role }, 'hash');
    await users.create(user, []);
    return { id: user.id, actor: { userId: user.id, role, plan: 'free' } };
  }

  beforeEach(() => {
    users = new InMemoryUserRepository();
  });

  it('makes a consumer a merchant, with user.role-changed', async () => {
    const { id, actor } = await account('consumer');
    const user = await new BecomeMerchantUseCase(users).execute(actor);
    expect(user).toMatchObject({ id, role: 'merchant' });
    expect(users.users[0].role).toBe('merchant');
    expect(users.events).toEqual([{ subject: 'user.role-changed', payload: { userId: id, role: 'merchant', previousRole: 'consumer', changedAt: expect.any(String) } }]);
  });

  it('lets only a signed-in consumer become a merchant', async () => {
    const merchant = await account('merchant');
    const admin = await account('admin');
    const become = new BecomeMerchantUseCase(users);
    expect(await codeOf(become.execute(undefined))).toBe('unauthenticated');
    expect(await codeOf(become.execute(merchant.actor))).toBe('forbidden');
    expect(await codeOf(become.execute(admin.actor))).toBe('forbidden');
    expect(users.events).toEqual([]);
  });

  it('answers a consumer whose session is behind (already a merchant) with the account unchanged, and no event', async () => {
    const { actor } = await account('merchant');
    expect(await new BecomeMerchantUseCase(users).execute({ ...actor, role: 'consumer' })).toMatchObject({ role: 'merchant' });
    expect(users.events).toEqual([]);
  });

  it('never demotes an admin whose session still says consumer', async () => {
    const { actor } = await account('admin');
    expect(await codeOf(new BecomeMerchantUseCase(users).execute({ ...actor, role: 'consumer' }))).toBe('forbidden');
    expect(users.users[0].role).toBe('admin');
  });

  it('lets an admin change any user’s role and plan, each change announced once', async () => {
    const { id } = await account('merchant');
    const changeRole = new ChangeRoleUseCase(users);
    const changePlan = new ChangePlanUseCase(users);
    expect(await changeRole.execute(ADMIN, { userId: id, role: 'consumer' })).toMatchObject({ role: 'consumer' });
    expect(await changePlan.execute(ADMIN, { userId: id, plan: 'pro' })).toMatchObject({ subscription: 'pro' });
    await changePlan.execute(ADMIN, { userId: id, plan: 'pro' });
    expect(users.events).toEqual([
      { subject: 'user.role-changed', payload: { userId: id, role: 'consumer', previousRole: 'merchant', changedAt: expect.any(String) } },
      { subject: 'user.plan-changed', payload: { userId: id, plan: 'pro', previousPlan: 'free', changedAt: expect.any(String) } },
    ]);
  });

  it('refuses role and plan changes to anyone but an admin, an unknown user, and values outside the lists', async () => {
    const consumer = await account('consumer');
    const changeRole = new ChangeRoleUseCase(users);
    const changePlan = new ChangePlanUseCase(users);
    expect(await codeOf(changeRole.execute(undefined, { userId: consumer.id, role: 'admin' }))).toBe('unauthenticated');
    expect(await codeOf(changeRole.execute(consumer.actor, { userId: consumer.id, role: 'admin' }))).toBe('forbidden');
    expect(await codeOf(changePlan.execute(consumer.actor, { userId: consumer.id, plan: 'pro' }))).toBe('forbidden');
    expect(await codeOf(changeRole.execute(ADMIN, { userId: ADMIN.userId, role: 'merchant' }))).toBe('not_found');
    expect(await codeOf(changeRole.execute(ADMIN, { userId: consumer.id, role: 'owner' as UserRole }))).toBe('validation_failed');
    expect(await codeOf(changePlan.execute(ADMIN, { userId: consumer.id, plan: 'gold' as 'pro' }))).toBe('validation_failed');
    expect(users.users[0]).toMatchObject({ role: 'consumer', subscription: 'free' });
    expect(users.events).toEqual([]);
  });
});
