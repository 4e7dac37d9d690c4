import sharp from 'sharp';
import type { AccountExportDto, MerchantVenueDto, PhotoDto, VenueDto, VerificationDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { answerConsent, approveVenueAsAdmin, call, e2eSetting, queryE2eDatabase, uploadFile } from '@lieux/testing/e2e';

// The data export (issue 30 §5) through the running gateway and every service: a merchant with a venue,
// a photo, a verification document, a social connection, a support message and votes downloads their
// data and finds each, readable — venue names beside ids, ISO dates — and no token, key or private link.

const PASSWORD = 'motdepasse-solide';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function ok<T>(answer: { status: number; body: T }, what: string): T {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A public demo venue (by slug order, one no other spec of this file takes). */
async function demoVenue(index: number): Promise<VenueDto> {
  const [row] = await queryE2eDatabase<{ slug: string }>(`select slug from venues.venues where status = 'approved' and owner_user_id is null order by slug offset $1 limit 1`, [index]);
  return ok(await call<VenueDto>('GET', `/api/places/${row.slug}`), 'demo venue');
}

describe('GET /api/auth/me/export: all a merchant left on the platform', () => {
  it('holds the account, the venue with its photo and document, the connection, the support message and the votes, and no secret', async () => {
    const email = `yasmine.${uniqueHex()}@example.ma`;
    const signUp = await call('POST', '/api/auth/signup', { body: { email, password: PASSWORD, firstName: 'Yasmine', lastName: 'Berrada', role: 'merchant' } });
    const session = signUp.session!;

    const venue = ok(await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name: `Riad Export ${uniqueHex()}`, categoryId: 'hotel', address: '7 derb Sidi Bouloukat', city: 'Marrakech' } }), 'venue');
    await approveVenueAsAdmin(venue.id);
    const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 120, g: 80, b: 40 } } }).jpeg().toBuffer();
    const photo = ok(await uploadFile<PhotoDto>(`/api/merchant/venues/${venue.id}/photos`, session, jpeg, 'patio.jpg'), 'photo');
    const verification = ok(await uploadFile<VerificationDto>(`/api/merchant/venues/${venue.id}/verification/documents?kind=trade_register`, session, PDF, 'registre.pdf', 'application/pdf'), 'document');
    const document = verification.documents[0];

    const start = await call('GET', `/api/connections/instagram/authorize?venueId=${venue.id}`, { session });
    const back = await answerConsent(start.headers.get('location')!, { decision: 'approve', account: `riad.export.${uniqueHex()}.clean` });
    const done = await call('GET', `${back.pathname}${back.search}`, { session });
    expect(done.headers.get('location')).toContain('connexion=reussie');
    const [sealed] = await queryE2eDatabase<{ id: string; tokens_sealed: string; account_name: string }>('select id, tokens_sealed, account_name from connections.connections where venue_id = $1', [venue.id]);

    ok(await call('POST', '/api/contact', { session, body: { firstName: 'Yasmine', lastName: 'Berrada', email: email.toUpperCase(), subject: 'merchant', message: 'Comment ajouter une deuxième adresse à mon riad ?', locale: 'fr' } }), 'contact');

    const [liked, unliked] = [await demoVenue(20), await demoVenue(21)];
    ok(await call('POST', `/api/places/${liked.id}/vote`, { session, body: { value: 1 } }), 'vote');
    ok(await call('POST', `/api/places/${unliked.id}/vote`, { session, body: { value: 1 } }), 'vote');
    ok(await call('POST', `/api/places/${unliked.id}/vote`, { session, body: { value: 0 } }), 'vote taken back');
    ok(await call('POST', `/api/places/${liked.id}/favorite`, { session }), 'favourite');

    const answer = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/auth/me/export`, { headers: { cookie: `lieux_session=${session}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="lieux-mes-donnees.json"');
    const bytes = await answer.text();
    const exported = JSON.parse(bytes) as AccountExportDto;

    expect(exported.user).toMatchObject({ email, firstName: 'Yasmine', lastName: 'Berrada', role: 'merchant' });
    expect(exported.venues).toEqual([
      expect.objectContaining({
        id: venue.id,
        name: venue.name,
        slug: venue.slug,
        status: 'approved',
        category: 'hotel',
        address: '7 derb Sidi Bouloukat',
        city: 'Marrakech',
        createdAt: expect.stringMatching(ISO_INSTANT),
        photos: [{ id: photo.id, position: photo.position, isCover: photo.isCover, width: photo.width, height: photo.height, url: photo.urls.gallery, createdAt: photo.createdAt }],
        documents: [{ id: document.id, kind: 'trade_register', fileName: 'registre.pdf', size: document.size, contentType: 'application/pdf', uploadedAt: document.uploadedAt, decidedAt: null }],
      }),
    ]);
    expect(exported.connections).toEqual([
      expect.objectContaining({ id: sealed.id, venueId: venue.id, venueName: venue.name, provider: 'instagram', accountName: sealed.account_name, connectedAt: expect.stringMatching(ISO_INSTANT) }),
    ]);
    expect(exported.supportMessages).toEqual([
      expect.objectContaining({ subject: 'merchant', message: 'Comment ajouter une deuxième adresse à mon riad ?', status: 'new', sentAt: expect.stringMatching(ISO_INSTANT), replies: [] }),
    ]);
    expect(exported.votes).toEqual([
      { venueId: unliked.id, venueName: unliked.name, value: 0, votedAt: expect.stringMatching(ISO_INSTANT) },
      { venueId: liked.id, venueName: liked.name, value: 1, votedAt: expect.stringMatching(ISO_INSTANT) },
    ]);
    expect(exported.favorites).toEqual([{ venueId: liked.id, venueName: liked.name, addedAt: expect.stringMatching(ISO_INSTANT) }]);

    // No secret in the bytes: not the sealed tokens, nor any word of them, nor the password's hash, nor a
    // private document's signed link or storage key.
    const [{ password_hash: hash }] = await queryE2eDatabase<{ password_hash: string }>('select password_hash from auth.users where id = $1', [exported.user.id]);
    const [{ storage_key: storageKey }] = await queryE2eDatabase<{ storage_key: string }>('select storage_key from venues.verification_documents where id = $1', [document.id]);
    expect(sealed.tokens_sealed.length).toBeGreaterThan(20);
    for (const secret of [sealed.tokens_sealed, hash, storageKey, document.url]) expect(bytes).not.toContain(secret);
    expect(bytes).not.toMatch(/token|argon|sealed|storage_?key|signature/i);
  });

  it('is refused without a session', async () => {
    expect((await call('GET', '/api/auth/me/export')).status).toBe(401);
  });
});
