import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  PHOTO_VARIANTS,
  PHOTO_WIDTHS,
  TEST_USERS,
  type ApiErrorBody,
  type MerchantVenueDto,
  type PhotoDto,
  type VenueDetailDto,
  type VenueDto,
  type VerificationAdminDto,
  type VerificationDto,
} from '@lieux/contracts';
import { TestSmtpServer, uniqueHex } from '@lieux/testing';
import { approveVenueAsAdmin, call, e2eSetting, queryE2eDatabase, uploadFile } from '@lieux/testing/e2e';

// Photos and merchant verification (issue 11) through the running gateway, the venues service and
// the filesystem storage: bad files refused with nothing kept, the photo manager, the covers on cards,
// the Open Graph image, private documents behind signed links, and a verification through to 'Vérifié'.

let lastEmail = '';
async function merchant(): Promise<string> {
  lastEmail = `amine.${uniqueHex()}@example.ma`;
  const body = { email: lastEmail, password: 'motdepasse-solide', firstName: 'Amine', lastName: 'Tazi', role: 'merchant' };
  const answer = await call('POST', '/api/auth/signup', { body });
  if (answer.status !== 201 || !answer.session) throw new Error(`sign-up failed: ${answer.status}`);
  return answer.session;
}

async function adminSession(): Promise<string> {
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  return (await call('POST', `/api/test/login/${admin?.id}`)).session as string;
}

const sql = queryE2eDatabase;

async function venueOf(session: string, approved = true): Promise<MerchantVenueDto> {
  const answer = await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name: `Riad Photo ${uniqueHex()}`, categoryId: 'hotel', address: '3 derb Sidi', city: 'Fès' } });
  if (answer.status !== 201) throw new Error(`venue: ${answer.status}`);
  if (approved) await approveVenueAsAdmin(answer.body.id);
  return answer.body;
}

const upload = uploadFile;

const photo = (r: number, g: number, b: number) => sharp({ create: { width: 900, height: 700, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Every file the storage holds (the stack's STORAGE_DIR), quarantine included. */
async function storedFiles(): Promise<string[]> {
  const root = e2eSetting('E2E_STORAGE_DIR');
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]))));
    return nested.flat();
  };
  return (await walk(root)).sort();
}

/** Waits for the venue's public page to show what a test expects (the gateway's cache follows events). */
async function placeWhen(slug: string, ready: (venue: VenueDetailDto) => boolean): Promise<VenueDetailDto> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await call<VenueDetailDto>('GET', `/api/places/${slug}`);
    if (answer.status === 200 && ready(answer.body)) return answer.body;
    if (Date.now() > deadline) throw new Error(`venue ${slug} never got ready: ${JSON.stringify(answer.body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('uploading bad files', () => {
  let session: string;
  let venue: MerchantVenueDto;
  beforeAll(async () => {
    session = await merchant();
    venue = await venueOf(session);
  });

  it.each([
    ['a PDF renamed .jpg', () => PDF, 'menu.jpg', 'photo_type_unsupported', 'Format non pris en charge : envoyez une photo JPEG, PNG ou WebP.'],
    ['a zero-byte file', () => Buffer.alloc(0), 'vide.jpg', 'file_empty', 'Le fichier est vide : choisissez un autre fichier.'],
    ['a 50 MB file', () => Buffer.alloc(50 * 1024 * 1024, 0xff), 'enorme.jpg', 'file_too_large', 'Fichier trop volumineux : 10 Mo au maximum.'],
  ])('refuses %s with a French 400 and keeps nothing', async (_case, bytes, name, code, message) => {
    const before = await storedFiles();
    const answer = await upload<ApiErrorBody>(`/api/merchant/venues/${venue.id}/photos`, session, bytes(), name);
    expect(answer).toMatchObject({ status: 400, body: { code, message } });
    expect(await storedFiles()).toEqual(before);
    expect(await sql('select id from venues.venue_photos where venue_id = $1', [venue.id])).toEqual([]);
  });

  it('refuses a truncated JPEG (it starts like one) and keeps nothing', async () => {
    const whole = await photo(200, 80, 40);
    const before = await storedFiles();
    const answer = await upload<ApiErrorBody>(`/api/merchant/venues/${venue.id}/photos`, session, whole.subarray(0, Math.floor(whole.length / 2)), 'coupee.jpg');
    expect(answer).toMatchObject({ status: 400, body: { code: 'image_unreadable' } });
    expect(answer.body.message).toMatch(/^Image illisible ou incomplète/);
    expect(await storedFiles()).toEqual(before);
    expect(await sql('select id from venues.venue_photos where venue_id = $1', [venue.id])).toEqual([]);
  });

  it('answers a request without a file part with file_missing', async () => {
    const answer = await call<ApiErrorBody>('POST', `/api/merchant/venues/${venue.id}/photos`, { session, body: { file: 'nope' } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'file_missing' } });
  });

  it("refuses another merchant's venue (403) and a visitor (401)", async () => {
    const other = await merchant();
    expect((await upload(`/api/merchant/venues/${venue.id}/photos`, other, await photo(1, 2, 3), 'a.jpg')).status).toBe(403);
    expect((await upload(`/api/merchant/venues/${venue.id}/photos`, undefined, await photo(1, 2, 3), 'a.jpg')).status).toBe(401);
    expect(await sql('select id from venues.venue_photos where venue_id = $1', [venue.id])).toEqual([]);
  });
});

describe('the photo manager', () => {
  it('uploads three photos, picks a cover, orders and deletes them; cards, the page and og:image follow', async () => {
    const session = await merchant();
    const venue = await venueOf(session);
    const added: PhotoDto[] = [];
    for (const [index, colour] of [[200, 40, 40], [40, 200, 40], [40, 40, 200]].entries()) {
      const answer = await upload<PhotoDto>(`/api/merchant/venues/${venue.id}/photos`, session, await photo(colour[0]!, colour[1]!, colour[2]!), `photo-${index}.jpg`);
      expect(answer.status).toBe(201);
      added.push(answer.body);
    }
    expect(added.map((each) => each.isCover)).toEqual([true, false, false]);
    expect(added[0]).toMatchObject({ position: 0, width: 900, height: 700, urls: { card: `/api/photos/${added[0]!.id}/card` } });

    const card = await fetch(`${e2eSetting('E2E_BASE_URL')}${added[1]!.urls.card}`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/webp');
    expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });

    // The responsive widths (issue 28): each in its format, with its Content-Type, cached for good;
    // 900 px wide, the photo is never enlarged (1280 and 1920 are its own 900). The original is never served.
    expect(added[1]!.urls.avif).toBe(PHOTO_WIDTHS.map((width) => `/api/photos/${added[1]!.id}/${width}.avif ${width}w`).join(', '));
    for (const variant of PHOTO_VARIANTS) {
      const answer = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/photos/${added[1]!.id}/${variant}`);
      const [width, format] = variant.split('.');
      expect({ variant, status: answer.status, type: answer.headers.get('content-type'), cache: answer.headers.get('cache-control'), nosniff: answer.headers.get('x-content-type-options') }).toEqual({
        variant,
        status: 200,
        type: `image/${format}`,
        cache: 'public, max-age=31536000, immutable',
        nosniff: 'nosniff',
      });
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect({ variant, format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width }).toEqual({ variant, format, width: Math.min(Number(width), 900) });
    }
    // What is stored of a photo: the three sizes, the eight widths, and the original as it was sent.
    const kept = (await storedFiles()).filter((file) => file.includes(added[1]!.id)).map((file) => file.split('/').pop());
    expect(kept.sort()).toEqual(['card.webp', 'gallery.webp', 'og.webp', ...PHOTO_VARIANTS, 'original'].sort());
    for (const hidden of ['original', '800.webp', '640.png', '640.avif.webp']) {
      expect((await call('GET', `/api/photos/${added[1]!.id}/${hidden}`)).status).toBe(404);
    }

    const covered = await call<PhotoDto[]>('POST', `/api/merchant/venues/${venue.id}/photos/${added[2]!.id}/cover`, { session });
    expect(covered.body.find((each) => each.isCover)?.id).toBe(added[2]!.id);

    const order = [added[2]!.id, added[0]!.id, added[1]!.id];
    const reordered = await call<PhotoDto[]>('PUT', `/api/merchant/venues/${venue.id}/photos/order`, { session, body: { photoIds: order } });
    expect(reordered.body.map((each) => each.id)).toEqual(order);
    const wrongOrder = await call<ApiErrorBody>('PUT', `/api/merchant/venues/${venue.id}/photos/order`, { session, body: { photoIds: order.slice(1) } });
    expect(wrongOrder).toMatchObject({ status: 400, body: { code: 'photo_order_invalid' } });

    const page = await placeWhen(venue.slug, (each) => each.photos.length === 3 && each.cover?.card === added[2]!.urls.card);
    expect(page.photos.map((each) => each.id)).toEqual(order);
    const cards = await call<VenueDto[]>('GET', `/api/venues?q=${encodeURIComponent(venue.name)}`);
    expect(cards.body.find((each) => each.id === venue.id)?.cover).toEqual(added[2]!.urls);
    const html = await (await fetch(`${e2eSetting('E2E_BASE_URL')}/venue/${venue.slug}`)).text();
    expect(html).toContain(`/api/photos/${added[2]!.id}/og" />`);

    const left = await call<PhotoDto[]>('DELETE', `/api/merchant/venues/${venue.id}/photos/${added[2]!.id}`, { session });
    expect(left.body.map((each) => [each.id, each.isCover])).toEqual([[added[0]!.id, true], [added[1]!.id, false]]);
    expect((await fetch(`${e2eSetting('E2E_BASE_URL')}${added[2]!.urls.gallery}`)).status).toBe(404);
    expect((await storedFiles()).filter((file) => file.includes(added[2]!.id))).toEqual([]);
    expect((await storedFiles()).filter((file) => file.includes('quarantine'))).toEqual([]);
  });

  it('keeps a pending venue’s photos from visitors, not from its owner', async () => {
    const session = await merchant();
    const venue = await venueOf(session, false);
    const added = await upload<PhotoDto>(`/api/merchant/venues/${venue.id}/photos`, session, await photo(9, 9, 9), 'p.jpg');
    expect(added.status).toBe(201);
    expect((await call('GET', added.body.urls.card)).status).toBe(404);
    const own = await fetch(`${e2eSetting('E2E_BASE_URL')}${added.body.urls.card}`, { headers: { cookie: `lieux_session=${session}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('verification', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start(Number(e2eSetting('E2E_SMTP_PORT')));
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const documentsPath = (venueId: string, kind: string) => `/api/merchant/venues/${venueId}/verification/documents?kind=${kind}`;

  it('takes a venue from documents to the Vérifié badge, with private documents behind expiring links', async () => {
    const session = await merchant();
    const email = lastEmail;
    const venue = await venueOf(session);
    const admin = await adminSession();
    const empty = await call<VerificationDto>('GET', `/api/merchant/venues/${venue.id}/verification`, { session });
    expect(empty.body).toMatchObject({ status: 'not_submitted', documents: [], missingKinds: ['trade_register', 'proof_of_address', 'manager_identity'] });

    const refused = await upload<ApiErrorBody>(documentsPath(venue.id, 'trade_register'), session, Buffer.from('MZ not a document at all'), 'registre.pdf', 'application/pdf');
    expect(refused).toMatchObject({ status: 400, body: { code: 'document_type_unsupported' } });

    await upload(documentsPath(venue.id, 'trade_register'), session, PDF, 'registre-commerce.pdf', 'application/pdf');
    const early = await call<ApiErrorBody>('POST', `/api/merchant/venues/${venue.id}/verification/submit`, { session });
    expect(early).toMatchObject({ status: 400, body: { code: 'verification_documents_missing' } });
    await upload(documentsPath(venue.id, 'proof_of_address'), session, await photo(5, 5, 5), 'facture.jpg');
    const withAll = await upload<VerificationDto>(documentsPath(venue.id, 'manager_identity'), session, PDF, 'cin.pdf', 'application/pdf');
    expect(withAll.status).toBe(201);
    expect(withAll.body.missingKinds).toEqual([]);
    const document = withAll.body.documents.find((each) => each.kind === 'manager_identity')!;
    expect(document).toMatchObject({ name: 'cin.pdf', contentType: 'application/pdf', size: PDF.length });

    // Encrypted at rest: the stored object is not the PDF.
    const stored = (await storedFiles()).find((file) => file.includes(document.id))!;
    expect((await readFile(stored)).includes(Buffer.from('%PDF'))).toBe(false);

    // The owner reads it; a visitor, another merchant, a forged or an expired link do not.
    const own = await fetch(`${e2eSetting('E2E_BASE_URL')}${document.url}`, { headers: { cookie: `lieux_session=${session}` } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(await call<ApiErrorBody>('GET', document.url)).toMatchObject({ status: 401, body: { code: 'unauthenticated' } });
    expect((await call<ApiErrorBody>('GET', document.url, { session: await merchant() })).body.code).toBe('document_not_found');
    expect((await fetch(`${e2eSetting('E2E_BASE_URL')}${document.url}`, { headers: { cookie: `lieux_session=${admin}` } })).status).toBe(200);
    const forged = document.url.replace(/signature=[0-9a-f]/, (match) => `${match.slice(0, -1)}${match.endsWith('0') ? '1' : '0'}`);
    expect((await call<ApiErrorBody>('GET', forged, { session })).body).toMatchObject({ code: 'document_link_invalid', message: 'Lien expiré ou invalide : rouvrez le document depuis votre espace.' });
    const expired = document.url.replace(/expires=\d+/, 'expires=1700000000');
    expect((await call('GET', expired, { session })).status).toBe(403);

    const submitted = await call<VerificationDto>('POST', `/api/merchant/venues/${venue.id}/verification/submit`, { session });
    expect(submitted.body.status).toBe('submitted');
    const locked = await upload<ApiErrorBody>(documentsPath(venue.id, 'venue_photo'), session, await photo(1, 1, 1), 'salle.jpg');
    expect(locked).toMatchObject({ status: 409, body: { code: 'verification_locked' } });

    // Admins only: a merchant cannot review.
    expect((await call('GET', '/api/admin/verifications', { session })).status).toBe(403);
    const queue = await call<VerificationAdminDto[]>('GET', '/api/admin/verifications', { session: admin });
    expect(queue.body.find((each) => each.venueId === venue.id)).toMatchObject({ status: 'submitted', venueName: venue.name });
    const noReason = await call<ApiErrorBody>('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'reject' } });
    expect(noReason.status).toBe(400);

    const rejected = await call<VerificationAdminDto>('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'reject', reason: 'Le justificatif d’adresse est illisible.' } });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Le justificatif d’adresse est illisible.' });
    // The venue's publication (its moderation mail) came first: the verification's mail is picked by its subject.
    const rejectionSubject = `Vérification de « ${venue.name} » : documents à revoir`;
    const rejectionMail = await smtp.waitFor(email, 15_000, (mail) => mail.subject === rejectionSubject);
    expect(rejectionMail.subject).toBe(rejectionSubject);
    expect(rejectionMail.text).toContain('Motif : Le justificatif d’adresse est illisible.');
    expect((await call<VerificationDto>('GET', `/api/merchant/venues/${venue.id}/verification`, { session })).body).toMatchObject({ status: 'rejected', reason: 'Le justificatif d’adresse est illisible.' });

    // Resubmission after a rejection, then approval: the badge on the public DTOs.
    await upload(documentsPath(venue.id, 'proof_of_address'), session, await photo(6, 6, 6), 'facture-lisible.jpg');
    expect((await call<VerificationDto>('POST', `/api/merchant/venues/${venue.id}/verification/submit`, { session })).body.status).toBe('submitted');
    const approved = await call<VerificationAdminDto>('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'approve' } });
    expect(approved.body).toMatchObject({ status: 'approved', reason: null });
    const again = await call<ApiErrorBody>('POST', `/api/admin/verifications/${venue.id}/decision`, { session: admin, body: { decision: 'approve' } });
    expect(again).toMatchObject({ status: 409, body: { code: 'verification_not_submitted' } });

    expect((await placeWhen(venue.slug, (each) => each.phoneVerified)).phoneVerified).toBe(true);
    const approvalSubject = `« ${venue.name} » est vérifié sur Lieux`;
    const approvalMail = await smtp.waitFor(email, 15_000, (mail) => mail.subject === approvalSubject);
    expect(approvalMail.subject).toBe(approvalSubject);
    const mine = await call<MerchantVenueDto>('GET', `/api/merchant/venues/${venue.id}`, { session });
    expect(mine.body).toMatchObject({ verificationStatus: 'approved', phoneVerified: true });
  });
});
