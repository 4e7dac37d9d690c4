import { jest } from '@jest/globals';
import { RPC, type ExternalSignInRequest } from '@lieux/contracts';
import { failureCode } from '@lieux/testing';
import { useAuthService } from '../../test/auth-service.fixture.js';

jest.setTimeout(30_000);

/** The OpenID links in auth.external_identities, over NATS on a real PostgreSQL. */
describe('external sign-in over NATS', () => {
  const service = useAuthService();
  const anonymous = { actor: undefined };
  const request = (fields: Partial<ExternalSignInRequest> = {}): ExternalSignInRequest => ({
    issuer: 'https://id.example.ma',
    subject: 'sub-ines',
    email: 'ines@example.ma',
    emailVerified: true,
    firstName: 'Inès',
    lastName: 'Chraibi',
    ...fields,
  });

  it('makes the account without a password, its link and user.registered in one commit; finds it by subject next time', async () => {
    const user = await service().client.request(RPC.authExternalSignIn, request(), anonymous);
    expect(await service().sql('select password_hash, role from auth.users where id = ?', [user.id])).toEqual([{ password_hash: null, role: 'consumer' }]);
    expect(await service().sql('select issuer, subject, email from auth.external_identities where user_id = ?', [user.id])).toEqual([
      { issuer: 'https://id.example.ma', subject: 'sub-ines', email: 'ines@example.ma' },
    ]);
    expect(await service().sql("select count(*)::int as n from auth.outbox where subject = 'user.registered' and payload->'payload'->>'userId' = ?", [user.id])).toEqual([{ n: 1 }]);
    expect((await service().client.request(RPC.authExternalSignIn, request({ email: 'ines.autre@example.ma' }), anonymous)).id).toBe(user.id);
    // No password: the password form refuses it, as for a wrong one.
    expect(await failureCode(service().client.request(RPC.authVerifyCredentials, { email: 'ines@example.ma', password: 'no account has this password' }, anonymous))).toBe('invalid_credentials');
  });

  it('refuses an unverified e-mail and links nothing', async () => {
    expect(await failureCode(service().client.request(RPC.authExternalSignIn, request({ subject: 'sub-x', email: 'x@example.ma', emailVerified: false }), anonymous))).toBe('external_email_unverified');
    expect(await service().sql("select count(*)::int as n from auth.external_identities where subject = 'sub-x'")).toEqual([{ n: 0 }]);
    expect(await service().sql("select reason from auth.sign_in_failures where email = 'x@example.ma'")).toEqual([{ reason: 'external_email_unverified' }]);
  });
});
