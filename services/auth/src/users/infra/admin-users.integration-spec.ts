import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { RPC, TEST_USERS, type Actor, type UserDto } from '@lieux/contracts';
import { failureCode } from '@lieux/testing';
import { useAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/** The admin console's users (issue 14), over NATS on a real PostgreSQL. */
describe('admin users over NATS', () => {
  const service = useAuthService();
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  const adminActor: Actor = { userId: admin?.id ?? '', role: 'admin', plan: 'free' };

  async function signUp(email: string, firstName = 'Nadia'): Promise<UserDto> {
    return service().client.request(RPC.authRegister, { email, password: 'motdepasse', firstName, lastName: 'Idrissi', role: 'consumer' }, { actor: undefined });
  }
  const actorOf = (user: UserDto): Actor => ({ userId: user.id, role: user.role, plan: user.subscription });

  describe('lookup', () => {
    it('answers the summaries of the known ids, leaving out unknown, deleted and malformed ones', async () => {
      const nadia = await signUp('lookup-nadia@example.ma');
      const karim = await signUp('lookup-karim@example.ma', 'Karim');
      const gone = await signUp('lookup-gone@example.ma', 'Gone');
      await service().client.request(RPC.authDeleteAccount, { password: 'motdepasse' }, { actor: actorOf(gone) });

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
});
