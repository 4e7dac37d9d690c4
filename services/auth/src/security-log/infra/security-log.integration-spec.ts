import { jest } from '@jest/globals';
import { RPC } from '@lieux/contracts';
import { failureCode, STRONG_TEST_PASSWORD } from '@lieux/testing';
import { useAuthService } from '../../test/auth-service.fixture.js';
import { SecurityLogPruner } from './security-log.mikro-orm.js';

jest.setTimeout(30_000);

/** Refused sign-ins in auth.sign_in_failures, on a real PostgreSQL through the service's NATS handlers; pruned after a year. */
describe('the security log of refused sign-ins', () => {
  const service = useAuthService();
  const anonymous = { actor: undefined };

  it('keeps the account tried, the address, the time and the reason of each refusal, never the password', async () => {
    const user = await service().client.request(RPC.authRegister, { email: 'Omar@Example.ma', password: STRONG_TEST_PASSWORD, firstName: 'Omar', lastName: 'Tazi', role: 'consumer' }, anonymous);
    await failureCode(service().client.request(RPC.authVerifyCredentials, { email: 'omar@example.ma', password: 'devinette-1', ip: '203.0.113.5' }, anonymous));
    await failureCode(service().client.request(RPC.authVerifyCredentials, { email: 'inconnu@example.ma', password: 'devinette-2', ip: '203.0.113.5' }, anonymous));
    await service().client.request(RPC.authVerifyCredentials, { email: 'omar@example.ma', password: STRONG_TEST_PASSWORD, ip: '203.0.113.5' }, anonymous);

    // By e-mail, not by time: two refusals a few milliseconds apart may share one.
    const rows = await service().sql<Record<string, unknown>>('select email, user_id, ip, reason, occurred_at from auth.sign_in_failures order by email');
    expect(rows).toEqual([
      { email: 'inconnu@example.ma', user_id: null, ip: '203.0.113.5', reason: 'unknown_account', occurred_at: expect.any(String) },
      { email: 'omar@example.ma', user_id: user.id, ip: '203.0.113.5', reason: 'wrong_password', occurred_at: expect.any(String) },
    ]);
    expect(JSON.stringify(await service().sql('select * from auth.sign_in_failures'))).not.toMatch(/devinette/);
  });

  it('forgets what is older than a year, and keeps the rest', async () => {
    await service().sql(
      "insert into auth.sign_in_failures (id, email, user_id, ip, reason, occurred_at) values (gen_random_uuid(), 'ancien@example.ma', null, null, 'unknown_account', now() - interval '366 days'), (gen_random_uuid(), 'recent@example.ma', null, null, 'unknown_account', now() - interval '364 days')",
    );
    expect(await service().service.get(SecurityLogPruner).prune()).toBe(1);
    const emails = (await service().sql<{ email: string }>('select email from auth.sign_in_failures')).map((row) => row.email);
    expect(emails).toContain('recent@example.ma');
    expect(emails).not.toContain('ancien@example.ma');
  });
});
