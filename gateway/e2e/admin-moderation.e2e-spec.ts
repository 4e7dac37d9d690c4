import { randomUUID } from 'node:crypto';
import { TEST_USERS, type AdminUserDto, type AdminUsersPageDto, type AdminVenueDto, type AdminVenuesPageDto, type ApiErrorBody, type MerchantVenueDto } from '@lieux/contracts';
import { call, queryE2eDatabase, until } from '@lieux/testing/e2e';
import { person, signUp, status } from './auth-http.e2e-helpers.js';

// The admin console's venues moderation and users (issue 14) through the running gateway and services:
// the role matrix of every route, the 409s, what the merchant is told (dashboard, queued mail), and a
// suspension that ends the user's sessions and refuses their sign-in.

const admin = TEST_USERS.find((user) => user.role === 'admin');

async function adminSession(): Promise<string> {
  const answer = await call('POST', `/api/test/login/${admin?.id}`);
  if (!answer.session) throw new Error(`test admin sign-in failed: ${answer.status}`);
  return answer.session;
}

const createVenue = async (session: string, name: string) => {
  const answer = await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name, categoryId: 'cafe', address: '12 rue de la Kasbah', city: 'Tétouan' } });
  if (answer.status !== 201) throw new Error(`venue creation failed: ${answer.status}`);
  return answer.body;
};

describe('the admin console’s venues and users routes', () => {
  let adminCookie: string;
  let consumerCookie: string;
  let merchantCookie: string;
  let merchantEmail: string;
  let venue: MerchantVenueDto;

  beforeAll(async () => {
    adminCookie = await adminSession();
    consumerCookie = (await signUp()).session;
    const merchant = await signUp(person(), { role: 'merchant' });
    merchantCookie = merchant.session;
    merchantEmail = merchant.account.email;
    venue = await createVenue(merchantCookie, `Dar Moderation ${randomUUID().slice(0, 6)}`);
  });

  const routes = (): Array<[string, string, unknown?]> => [
    ['GET', '/api/admin/venues'],
    ['POST', `/api/admin/venues/${venue.id}/approve`],
    ['POST', `/api/admin/venues/${venue.id}/reject`, { reason: 'Adresse introuvable' }],
    ['GET', '/api/admin/users'],
    ['POST', `/api/admin/users/${randomUUID()}/role`, { role: 'merchant' }],
    ['POST', `/api/admin/users/${randomUUID()}/plan`, { plan: 'pro' }],
    ['POST', `/api/admin/users/${randomUUID()}/suspend`, { reason: 'Faux avis en série' }],
    ['POST', `/api/admin/users/${randomUUID()}/restore`],
  ];

  it('refuses every route to visitors (401), consumers and merchants (403)', async () => {
    for (const [method, path, body] of routes()) {
      expect([path, (await call(method, path, { body })).status]).toEqual([path, 401]);
      expect([path, (await call(method, path, { body, session: consumerCookie })).status]).toEqual([path, 403]);
      expect([path, (await call(method, path, { body, session: merchantCookie })).status]).toEqual([path, 403]);
    }
    // Nothing was decided by the refused calls.
    expect((await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session: merchantCookie })).body.find((mine) => mine.id === venue.id)?.status).toBe('pending');
  });

  it('lets an admin list, approve and reject a venue with its owner; 409 on a repeated decision; the merchant sees the reason and is mailed', async () => {
    const list = await call<AdminVenuesPageDto>('GET', `/api/admin/venues?q=${encodeURIComponent(venue.name.toUpperCase())}&status=pending`, { session: adminCookie });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 8 });
    expect(list.body.items[0]).toMatchObject({ id: venue.id, status: 'pending', owner: { email: merchantEmail, role: 'merchant' }, rejectionReason: null });

    const approved = await call<AdminVenueDto>('POST', `/api/admin/venues/${venue.id}/approve`, { session: adminCookie });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: venue.id, status: 'approved', owner: { email: merchantEmail }, moderatedAt: expect.any(String) });
    expect((await call(`GET`, `/api/places/${venue.slug}`)).status).toBe(200);
    const again = await call<ApiErrorBody>('POST', `/api/admin/venues/${venue.id}/approve`, { session: adminCookie });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'venue_already_approved', 'Ce lieu est déjà approuvé.']);

    const tooShort = await call<ApiErrorBody>('POST', `/api/admin/venues/${venue.id}/reject`, { session: adminCookie, body: { reason: 'non' } });
    expect([tooShort.status, tooShort.body.code]).toEqual([400, 'admin_reason_invalid']);
    const rejected = await call<AdminVenueDto>('POST', `/api/admin/venues/${venue.id}/reject`, { session: adminCookie, body: { reason: 'Adresse introuvable sur place' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Adresse introuvable sur place' });
    // The venue page follows at once (the gateway's cache hears venue.moderated).
    expect((await until(() => call('GET', `/api/places/${venue.slug}`), (answer) => answer.status === 404)).status).toBe(404);
    const twice = await call<ApiErrorBody>('POST', `/api/admin/venues/${venue.id}/reject`, { session: adminCookie });
    expect([twice.status, twice.body.code]).toEqual([409, 'venue_already_rejected']);

    const mine = await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session: merchantCookie });
    expect(mine.body.find((candidate) => candidate.id === venue.id)).toMatchObject({ status: 'rejected', rejectionReason: 'Adresse introuvable sur place' });

    const mails = await until(
      // The moderation's mails (the welcome mail with its confirmation link came first: issue 30 §9).
      () => queryE2eDatabase<{ subject: string; text: string }>(`select subject, text from auth.pending_mails where to_address = $1 and subject like '« %' order by created_at`, [merchantEmail]),
      (rows) => rows.length >= 2,
    );
    expect(mails.map((mail) => mail.subject)).toEqual([`« ${venue.name} » est en ligne sur Lieux`, `« ${venue.name} » n’a pas été validé sur Lieux`]);
    expect(mails[1].text).toContain('Motif : Adresse introuvable sur place');

    expect((await call<ApiErrorBody>('POST', `/api/admin/venues/${randomUUID()}/approve`, { session: adminCookie })).status).toBe(404);
    expect((await call<ApiErrorBody>('POST', '/api/admin/venues/pas-un-id/approve', { session: adminCookie })).status).toBe(404);
  });

  it('lets an admin list users, change a role and a plan (409 unchanged), never on their own account', async () => {
    const target = await signUp();
    const page = await call<AdminUsersPageDto>('GET', `/api/admin/users?q=${encodeURIComponent(target.account.email)}`, { session: adminCookie });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, items: [{ email: target.account.email, role: 'consumer', plan: 'free', status: 'active' }] });
    const userId = page.body.items[0].id;

    const role = await call<AdminUserDto>('POST', `/api/admin/users/${userId}/role`, { session: adminCookie, body: { role: 'merchant', reason: 'Gère un café à Fès' } });
    expect([role.status, role.body.role]).toEqual([200, 'merchant']);
    // Their session follows user.role-changed.
    expect((await until(() => status(target.session), (answer) => answer.body.user?.role === 'merchant')).body.user?.role).toBe('merchant');
    const sameRole = await call<ApiErrorBody>('POST', `/api/admin/users/${userId}/role`, { session: adminCookie, body: { role: 'merchant' } });
    expect([sameRole.status, sameRole.body.code]).toEqual([409, 'user_role_unchanged']);
    const plan = await call<AdminUserDto>('POST', `/api/admin/users/${userId}/plan`, { session: adminCookie, body: { plan: 'pro' } });
    expect([plan.status, plan.body.plan]).toEqual([200, 'pro']);
    const samePlan = await call<ApiErrorBody>('POST', `/api/admin/users/${userId}/plan`, { session: adminCookie, body: { plan: 'pro' } });
    expect([samePlan.status, samePlan.body.code]).toEqual([409, 'user_plan_unchanged']);

    const self = await call<ApiErrorBody>('POST', `/api/admin/users/${admin?.id}/suspend`, { session: adminCookie, body: { reason: 'Moi-même, par erreur' } });
    expect([self.status, self.body.code]).toEqual([409, 'admin_self_action']);
    const unknown = await call<ApiErrorBody>('POST', `/api/admin/users/${randomUUID()}/restore`, { session: adminCookie });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'user_not_found']);
  });

  it('suspends an account: its next request is 401, its sign-in 403 account_suspended until restored', async () => {
    const target = await signUp();
    const [{ id }] = (await call<AdminUsersPageDto>('GET', `/api/admin/users?q=${encodeURIComponent(target.account.email)}`, { session: adminCookie })).body.items;
    expect((await call('GET', '/api/auth/me/export', { session: target.session })).status).toBe(200);

    const missingReason = await call<ApiErrorBody>('POST', `/api/admin/users/${id}/suspend`, { session: adminCookie, body: {} });
    expect(missingReason.status).toBe(400);
    const suspended = await call<AdminUserDto>('POST', `/api/admin/users/${id}/suspend`, { session: adminCookie, body: { reason: 'Faux avis en série' } });
    expect(suspended.body).toMatchObject({ status: 'suspended', suspensionReason: 'Faux avis en série' });
    expect((await call('GET', '/api/auth/me/export', { session: target.session })).status).toBe(401);
    const again = await call<ApiErrorBody>('POST', `/api/admin/users/${id}/suspend`, { session: adminCookie, body: { reason: 'Faux avis en série' } });
    expect([again.status, again.body.code]).toEqual([409, 'user_already_suspended']);

    const login = await call<ApiErrorBody>('POST', '/api/auth/login-local', { body: { email: target.account.email, password: target.account.password } });
    expect([login.status, login.body.code, login.session]).toEqual([403, 'account_suspended', undefined]);
    expect(login.body.message).toContain('Ce compte est suspendu.');
    expect((await call<AdminUsersPageDto>('GET', `/api/admin/users?status=suspended&q=${encodeURIComponent(target.account.email)}`, { session: adminCookie })).body.total).toBe(1);

    const restored = await call<AdminUserDto>('POST', `/api/admin/users/${id}/restore`, { session: adminCookie });
    expect(restored.body).toMatchObject({ status: 'active', suspensionReason: null });
    expect((await call('POST', '/api/auth/login-local', { body: { email: target.account.email, password: target.account.password } })).status).toBe(200);
    const notSuspended = await call<ApiErrorBody>('POST', `/api/admin/users/${id}/restore`, { session: adminCookie });
    expect([notSuspended.status, notSuspended.body.code]).toEqual([409, 'user_not_suspended']);
  });
});
