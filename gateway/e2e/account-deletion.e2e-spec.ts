import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { API, ADMIN_ERRORS, TEST_USERS, VENUE_DELETED_MESSAGE, type ApiErrorBody, type MerchantVenueDto, type MessageDto } from '@lieux/contracts';
import { answerConsent, approveVenueAsAdmin, call, e2eSetting, forgetQuotas, queryE2eDatabase, until } from '@lieux/testing/e2e';
import { send } from './api-world.e2e-helpers.js';

/**
 * Issue 30 §5, through the real services: a merchant with a published venue, a photo, a verification
 * document, a sandbox connection and a support message deletes their account; every service acts on
 * `user.deleted` and `venue.deleted` and nothing of them is left — no venue, connection, token, photo
 * or document object; the platform saw the revocation; the message is anonymised. And a venue deleted
 * by its owner, or by an admin with a reason, leaves the public pages at once.
 * The stack runs the venues' purge with no grace period (e2e-stack.mjs); the 30 days are proved in the
 * venues service's own tests with a clock they move.
 */

const PASSWORD = 'motdepasse-solide';
let made = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${(made += 1)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const admin = TEST_USERS.find((user) => user.role === 'admin')!;

async function merchant(): Promise<{ id: string; email: string; session: string }> {
  const email = `efface.${unique()}@example.ma`;
  const signUp = await call('POST', '/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Nadia', lastName: 'Alaoui', role: 'merchant' } });
  if (!signUp.session) throw new Error(`sign-up: ${signUp.status}`);
  const status = await call<{ user: { id: string } }>('GET', '/api/auth/status', { session: signUp.session });
  return { id: status.body.user.id, email, session: signUp.session };
}

async function publishedVenue(session: string): Promise<MerchantVenueDto> {
  const venue = (await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name: `Riad Efface ${unique()}`, categoryId: 'hotel', address: '5 derb Jdid', city: 'Fès' } })).body;
  await approveVenueAsAdmin(venue.id);
  return venue;
}

/** A published venue of the merchant's, with a photo and a verification document in storage. */
async function furnishedVenue(session: string): Promise<MerchantVenueDto> {
  const venue = await publishedVenue(session);
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 80, b: 40 } } }).jpeg().toBuffer();
  expect((await send('POST', API.photos.upload.path, { params: { id: venue.id }, file: { bytes: jpeg, name: 'patio.jpg', type: 'image/jpeg' } }, session)).status).toBe(201);
  expect((await send('POST', API.verification.addDocument.path, { params: { id: venue.id }, query: { kind: 'trade_register' }, file: { bytes: PDF, name: 'rc.pdf', type: 'application/pdf' } }, session)).status).toBeLessThan(300);
  return venue;
}

/** The files the storage holds under a venue's photos and documents. */
async function filesOf(venueId: string): Promise<string[]> {
  const root = e2eSetting('E2E_STORAGE_DIR');
  const files: string[] = [];
  for (const prefix of ['photos', 'documents']) {
    const entries = await readdir(path.join(root, prefix, venueId), { recursive: true, withFileTypes: true }).catch(() => []);
    files.push(...entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  }
  return files;
}

/** The venue page's status, read again until it is 404: the gateway's cache drops it on the venue's event, a moment after the answer. */
const pageGone = (slug: string) => until(async () => (await call('GET', `/api/places/${slug}`)).status, (status) => status === 404);
const count = async (sql: string, values: unknown[]) => Number((await queryE2eDatabase<{ n: number }>(`select count(*)::int as n from ${sql}`, values))[0]?.n);
const sandbox = async <T>(pathAndQuery: string): Promise<T> => (await (await fetch(`${e2eSetting('E2E_SOCIAL_SANDBOX_URL')}/__sandbox${pathAndQuery}`)).json()) as T;

describe('a deleted merchant account leaves nothing behind (issue 30 §5)', () => {
  it('deletes the venue, its photo and document objects, the connection and its tokens (revoked at the platform), and anonymises the messages', async () => {
    const person = await merchant();
    const venue = await furnishedVenue(person.session);
    expect((await filesOf(venue.id)).length).toBeGreaterThan(1);

    // A TikTok account connected through the sandbox's consent page, as a merchant does.
    const account = `efface.${unique()}`;
    const start = await call('GET', `/api/connections/tiktok/authorize?venueId=${venue.id}`, { session: person.session });
    const back = await answerConsent(start.headers.get('location')!, { decision: 'approve', account });
    const done = await call('GET', `${back.pathname}${back.search}`, { session: person.session });
    expect(done.headers.get('location')).toContain('connexion=reussie');
    expect(await count(`connections.connections where owner_user_id = $1 and tokens_sealed is not null`, [person.id])).toBe(1);

    await forgetQuotas('contact:ip:*');
    const contact = await call('POST', '/api/contact', {
      session: person.session,
      body: { firstName: 'Nadia', lastName: 'Alaoui', email: person.email, subject: 'support', message: 'Bonjour, je ne vois pas ma photo de couverture.', locale: 'fr' },
    });
    expect(contact.status).toBe(201);
    const [message] = await queryE2eDatabase<{ id: string }>(`select id from admin.contact_messages where sender_user_id = $1`, [person.id]);
    expect(message).toBeDefined();

    expect((await call('POST', '/api/auth/delete-account', { session: person.session, body: { password: PASSWORD } })).status).toBe(200);

    // The signal: every trace gone (or the deadline passed), then each one asserted.
    const traces = async () => ({
      venues: await count(`venues.venues where id = $1 or owner_user_id = $2`, [venue.id, person.id]),
      photos: await count(`venues.venue_photos where venue_id = $1`, [venue.id]),
      documents: await count(`venues.verification_documents where venue_id = $1`, [venue.id]),
      files: (await filesOf(venue.id)).length,
      connections: await count(`connections.connections where owner_user_id = $1 or venue_id = $2`, [person.id, venue.id]),
      consents: await count(`connections.oauth_states where user_id = $1`, [person.id]),
      snapshots: await count(`connections.metric_snapshots where venue_id = $1`, [venue.id]),
      scores: await count(`scoring.venue_scores where venue_id = $1`, [venue.id]),
      trackedByScoring: await count(`scoring.tracked_connections where venue_id = $1`, [venue.id]),
      messages: await count(`admin.contact_messages where sender_user_id = $1 or lower(email) = lower($2) or first_name = 'Nadia' and message like '%couverture%'`, [person.id, person.email]),
      account: await count(`auth.users where id = $1`, [person.id]),
    });
    const nothing = { venues: 0, photos: 0, documents: 0, files: 0, connections: 0, consents: 0, snapshots: 0, scores: 0, trackedByScoring: 0, messages: 0, account: 0 };
    expect(await until(traces, (left) => JSON.stringify(left) === JSON.stringify(nothing), 30_000)).toEqual(nothing);

    // The platform saw the revocation of that account's tokens.
    const { revocations } = await sandbox<{ revocations: Array<{ provider: string; account: string }> }>('/revocations?provider=tiktok');
    expect(revocations).toContainEqual(expect.objectContaining({ provider: 'tiktok', account }));
    // The message stays for the desk, anonymised.
    expect(await queryE2eDatabase(`select first_name, last_name, email, subject from admin.contact_messages where id = $1`, [message?.id])).toEqual([
      { first_name: 'Compte', last_name: 'supprimé', email: 'compte-supprime@anonyme.invalid', subject: 'support' },
    ]);
    // And the venue's page is gone for everyone.
    expect(await pageGone(venue.slug)).toBe(404);
  });
});

describe('deleting a venue', () => {
  it('its owner deletes it: gone from its page, its files and the other services; another merchant may not', async () => {
    const owner = await merchant();
    const venue = await furnishedVenue(owner.session);
    expect((await call('GET', `/api/places/${venue.slug}`)).status).toBe(200);
    const stranger = await merchant();
    const refused = await call<ApiErrorBody>('DELETE', `/api/venues/${venue.id}`, { session: stranger.session });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('venue_not_owned');

    const deleted = await call<MessageDto>('DELETE', `/api/venues/${venue.id}`, { session: owner.session });
    expect(deleted).toMatchObject({ status: 200, body: { message: VENUE_DELETED_MESSAGE } });
    expect(await pageGone(venue.slug)).toBe(404);
    expect(await filesOf(venue.id)).toEqual([]);
    expect((await call<ApiErrorBody>('DELETE', `/api/venues/${venue.id}`, { session: owner.session })).status).toBe(404);
    const search = await call<Array<{ id: string }>>('GET', `/api/venues?q=${encodeURIComponent(venue.name)}`);
    expect(search.body.map((found) => found.id)).not.toContain(venue.id);
  });

  it('an admin deletes one only with a reason (a French 400 without), and the audit log keeps it', async () => {
    const owner = await merchant();
    const venue = await publishedVenue(owner.session);
    const adminSession = (await call('POST', `/api/test/login/${admin.id}`)).session;
    const withoutReason = await call<ApiErrorBody>('POST', `/api/admin/venues/${venue.id}/delete`, { session: adminSession, body: {} });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.errors).toContainEqual(expect.objectContaining({ field: 'reason', messages: expect.arrayContaining([ADMIN_ERRORS.admin_reason_invalid.message]) }));
    expect((await call('GET', `/api/places/${venue.slug}`)).status).toBe(200);

    const reason = 'Lieu fictif signalé trois fois par des visiteurs.';
    expect((await call('POST', `/api/admin/venues/${venue.id}/delete`, { session: adminSession, body: { reason } })).status).toBe(200);
    expect(await pageGone(venue.slug)).toBe(404);
    const audit = await until(
      () => queryE2eDatabase<{ action: string; reason: string }>(`select action, reason from admin.audit_log where target_id = $1 and action = 'venue.deleted'`, [venue.id]),
      (rows) => rows.length > 0,
    );
    expect(audit).toEqual([{ action: 'venue.deleted', reason }]);
  });
});
