import type { AdminClaimDto, ApiErrorBody, ClaimDto, MerchantVenueDto, VenueDetailDto } from '@lieux/contracts';
import { call, e2eSetting, queryE2eDatabase, until } from '@lieux/testing/e2e';
import { person, signUp } from './auth-http.e2e-helpers.js';
import { adminSession, claimThroughSandbox, importedCafe } from './claims.e2e-helpers.js';

// Claiming a listing (issue 32 §2) through the running gateway and services, with the connections
// sandbox: the invitation on the page, the proof by a matching account, the admin's decision, the
// claimant's mail and rights, one owner per venue (a later claim becomes a report); and the proof by
// verification documents, sent in one multipart request and opened by admins only.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const REQUIRED_PARTS = ['trade_register', 'proof_of_address', 'manager_identity'];

/** A claim with documents as the claim screen sends it: one multipart part per document, named by its kind. */
async function claimWithDocuments(session: string, slug: string, parts: string[] = REQUIRED_PARTS, bytes: Buffer = PDF): Promise<{ status: number; body: ClaimDto & ApiErrorBody }> {
  const form = new FormData();
  for (const part of parts) form.append(part, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${part}.pdf`);
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/claims/${slug}/documents`, { method: 'POST', headers: { cookie: `lieux_session=${session}` }, body: form });
  return { status: response.status, body: (await response.json()) as ClaimDto & ApiErrorBody };
}

/** The approved claimant's mail (« … est désormais à vous ») and the audit log's request and approval. */
async function expectApprovalMailedAndAudited(cafe: { id: string; name: string }, claimantEmail: string): Promise<void> {
  const mails = await until(
    () => queryE2eDatabase<{ subject: string }>(`select subject from auth.pending_mails where to_address = $1 and subject like '« %' order by created_at`, [claimantEmail]),
    (rows) => rows.length >= 1,
  );
  expect(mails.map((mail) => mail.subject)).toEqual([`« ${cafe.name} » est désormais à vous sur Lieux`]);
  const audit = await until(
    () => queryE2eDatabase<{ action: string }>(`select action from admin.audit_log where target_id = $1 order by at`, [cafe.id]),
    (rows) => rows.some((row) => row.action === 'claim.approved'),
  );
  expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['claim.requested', 'claim.approved']));
}

/** A private file through its signed link, as `session`. */
async function open(url: string, session: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${e2eSetting('E2E_BASE_URL')}${url}`, { headers: { cookie: `lieux_session=${session}` } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('claiming a listing over HTTP', () => {
  let adminCookie: string;

  beforeAll(async () => {
    adminCookie = await adminSession();
  });

  const merchant = async () => {
    const account = person();
    const { session } = await signUp(account, { role: 'merchant' });
    return { session, email: account.email };
  };
  const pendingOf = async (venueId: string) => (await call<AdminClaimDto[]>('GET', '/api/admin/claims', { session: adminCookie })).body.filter((claim) => claim.venueId === venueId);

  it('takes a claim proven by a matching Instagram account; the admin approves it; the claimant is mailed and owns the venue', async () => {
    const cafe = await importedCafe();
    expect((await call<VenueDetailDto>('GET', `/api/places/${cafe.slug}`)).body.claimable).toBe(true);
    const claimant = await merchant();

    const back = await claimThroughSandbox(claimant.session, cafe.slug, { account: 'cafe.importe', website: cafe.website.replace('https://www.', 'http://') });
    expect(back).toBe(`/merchant/revendiquer/${cafe.slug}?revendication=envoyee`);
    const [mine] = (await call<ClaimDto[]>('GET', '/api/claims', { session: claimant.session })).body;
    expect(mine).toMatchObject({ venueId: cafe.id, status: 'pending', evidence: { provider: 'instagram', accountRef: 'cafe.importe', matched: ['website'], sandbox: true } });
    // Proving is not connecting: no connection was kept, the sandbox's consent was revoked.
    expect(await queryE2eDatabase('select id from connections.connections where venue_id = $1', [cafe.id])).toEqual([]);

    const [pending] = await pendingOf(cafe.id);
    expect(pending).toMatchObject({ id: mine.id, claimantEmail: claimant.email, listing: { name: cafe.name, website: cafe.website, ownerUserId: null } });
    const approved = await call<AdminClaimDto>('POST', `/api/admin/claims/${mine.id}/approve`, { session: adminCookie });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', listing: { ownerUserId: expect.any(String) } });

    // Every owner's right: the venue is in the merchant's workspace, its hours editable; the page invites no more claims.
    const workspace = await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session: claimant.session });
    expect(workspace.body.map((venue) => venue.id)).toContain(cafe.id);
    const edited = await call<MerchantVenueDto>('PATCH', `/api/venues/${cafe.id}`, { session: claimant.session, body: { openingHours: [{ day: 'tuesday', opens: '07:30', closes: '19:00' }] } });
    expect(edited.status).toBe(200);
    expect(edited.body.openingHours).toEqual([{ day: 'tuesday', opens: '07:30', closes: '19:00' }]);
    expect((await until(() => call<VenueDetailDto>('GET', `/api/places/${cafe.slug}`), (page) => page.body.claimable === false)).body.claimable).toBe(false);

    await expectApprovalMailedAndAudited(cafe, claimant.email);
  });

  it('refuses an account that does not match, and lets an admin refuse a claim with a reason the claimant is mailed', async () => {
    const cafe = await importedCafe();
    const claimant = await merchant();
    const mismatch = await claimThroughSandbox(claimant.session, cafe.slug, { account: 'un.autre.cafe', website: 'https://un-autre-cafe.ma' });
    expect(mismatch).toBe(`/merchant/revendiquer/${cafe.slug}?revendication=erreur&code=claim_account_mismatch`);

    const back = await claimThroughSandbox(claimant.session, cafe.slug, { provider: 'google', account: 'fiche.cafe', phone: '+212 539-934455' });
    expect(back).toContain('revendication=envoyee');
    const [claim] = await pendingOf(cafe.id);
    expect(claim.evidence).toMatchObject({ provider: 'google', matched: ['phone'] });
    const badReason = await call<ApiErrorBody>('POST', `/api/admin/claims/${claim.id}/refuse`, { session: adminCookie, body: { reason: 'x' } });
    expect(badReason.status).toBe(400);
    const refused = await call<AdminClaimDto>('POST', `/api/admin/claims/${claim.id}/refuse`, { session: adminCookie, body: { reason: 'La fiche Google a été créée hier.' } });
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'La fiche Google a été créée hier.' });
    const again = await call<ApiErrorBody>('POST', `/api/admin/claims/${claim.id}/approve`, { session: adminCookie });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('claim_already_decided');
    const mails = await until(
      () => queryE2eDatabase<{ subject: string; text: string }>(`select subject, text from auth.pending_mails where to_address = $1 and subject like 'Votre demande%'`, [claimant.email]),
      (rows) => rows.length >= 1,
    );
    expect(mails[0].text).toContain('Motif : La fiche Google a été créée hier.');
  });

  it('refuses the claim of a merchant whose plan is full, with the French message', async () => {
    const cafe = await importedCafe();
    const claimant = await merchant();
    expect((await call('POST', '/api/venues', { session: claimant.session, body: { name: 'Mon premier lieu', categoryId: 'cafe', address: '1 rue', city: 'Rabat' } })).status).toBe(201);
    const back = await claimThroughSandbox(claimant.session, cafe.slug, { account: 'cafe.plein', website: cafe.website });
    expect(back).toBe(`/merchant/revendiquer/${cafe.slug}?revendication=erreur&code=claim_plan_full`);
  });

  it('makes a claim of an owned venue a report for the admins', async () => {
    const cafe = await importedCafe();
    const owner = await merchant();
    await claimThroughSandbox(owner.session, cafe.slug, { account: 'cafe.proprio', website: cafe.website });
    const [claim] = await pendingOf(cafe.id);
    await call('POST', `/api/admin/claims/${claim.id}/approve`, { session: adminCookie });

    const second = await merchant();
    const back = await claimThroughSandbox(second.session, cafe.slug, { account: 'cafe.second', website: cafe.website });
    expect(back).toBe(`/merchant/revendiquer/${cafe.slug}?revendication=signalee`);
    const reports = await until(
      () => queryE2eDatabase<{ reason: string; text: string; status: string }>(`select reason, text, status from admin.reports where venue_id = $1`, [cafe.id]),
      (rows) => rows.length >= 1,
    );
    expect(reports).toEqual([{ reason: 'other', status: 'open', text: expect.stringContaining('le compte Instagram « Cafe Second » (cafe.second)') }]);
  });

  it('sends whoever may not claim back to a page of the site, never to the platform', async () => {
    const cafe = await importedCafe();
    expect((await call('GET', `/api/claims/${cafe.slug}/connect/instagram`)).headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent(`/merchant/revendiquer/${cafe.slug}`)}`);
    const consumer = await signUp();
    expect((await call('GET', `/api/claims/${cafe.slug}/connect/instagram`, { session: consumer.session })).headers.get('location')).toBe(`/merchant/revendiquer/${cafe.slug}?revendication=erreur&code=merchant_only`);
    const claimant = await merchant();
    expect((await call('GET', `/api/claims/${cafe.slug}/connect/tiktok`, { session: claimant.session })).headers.get('location')).toContain('code=claim_provider_invalid');
    expect((await call('GET', `/api/claims/pas-un-lieu-${cafe.id.slice(0, 6)}/connect/instagram`, { session: claimant.session })).headers.get('location')).toContain('code=claim_venue_not_claimable');
  });

  it('takes a claim proven with verification documents; only admins open them; the admin approves it and the claimant is mailed and owns the venue', async () => {
    const cafe = await importedCafe();
    const claimant = await merchant();
    const missing = await claimWithDocuments(claimant.session, cafe.slug, ['trade_register', 'proof_of_address']);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('claim_documents_missing');
    const unknown = await claimWithDocuments(claimant.session, cafe.slug, [...REQUIRED_PARTS, 'selfie']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('document_kind_invalid');
    const notADocument = await claimWithDocuments(claimant.session, cafe.slug, REQUIRED_PARTS, Buffer.from('bonjour'));
    expect(notADocument.status).toBe(400);
    expect(notADocument.body.code).toBe('document_type_unsupported');
    expect(await pendingOf(cafe.id)).toEqual([]);

    const sent = await claimWithDocuments(claimant.session, cafe.slug);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ venueId: cafe.id, status: 'pending', method: 'documents', evidence: null });
    const [pending] = await pendingOf(cafe.id);
    expect(pending).toMatchObject({ id: sent.body.id, claimantEmail: claimant.email, evidence: null, listing: { ownerUserId: null } });
    expect(pending.documents.map((document) => document.kind).sort()).toEqual(['manager_identity', 'proof_of_address', 'trade_register']);
    const link = pending.documents[0].url;
    const asAdmin = await open(link, adminCookie);
    expect(asAdmin).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(asAdmin.bytes.equals(PDF)).toBe(true);
    // The claimant sent them but is not an admin: the documents are the team's to read.
    expect((await open(link, claimant.session)).status).toBe(403);
    expect((await open(link.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`), adminCookie)).status).toBe(403);

    const approved = await call<AdminClaimDto>('POST', `/api/admin/claims/${sent.body.id}/approve`, { session: adminCookie });
    expect(approved.body).toMatchObject({ status: 'approved', listing: { ownerUserId: expect.any(String) } });
    const workspace = await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session: claimant.session });
    expect(workspace.body.map((venue) => venue.id)).toContain(cafe.id);
    await expectApprovalMailedAndAudited(cafe, claimant.email);
  });

  it('lets an admin refuse a claim with documents with a reason the claimant is mailed; a visitor or a consumer cannot send one', async () => {
    const cafe = await importedCafe();
    const claimant = await merchant();
    const sent = await claimWithDocuments(claimant.session, cafe.slug);
    const refused = await call<AdminClaimDto>('POST', `/api/admin/claims/${sent.body.id}/refuse`, { session: adminCookie, body: { reason: 'Le justificatif d’adresse ne nomme pas ce lieu.' } });
    expect(refused.body).toMatchObject({ status: 'refused', reason: 'Le justificatif d’adresse ne nomme pas ce lieu.' });
    const mails = await until(
      () => queryE2eDatabase<{ text: string }>(`select text from auth.pending_mails where to_address = $1 and subject like 'Votre demande%'`, [claimant.email]),
      (rows) => rows.length >= 1,
    );
    expect(mails[0].text).toContain('Motif : Le justificatif d’adresse ne nomme pas ce lieu.');
    const nowhere = await claimWithDocuments(claimant.session, `pas-un-lieu-${cafe.id.slice(0, 6)}`);
    expect(nowhere.status).toBe(409);
    expect(nowhere.body.code).toBe('claim_venue_not_claimable');
    const consumer = await signUp();
    expect((await claimWithDocuments(consumer.session, cafe.slug)).status).toBe(403);
    const visitor = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/claims/${cafe.slug}/documents`, { method: 'POST', body: new FormData() });
    expect(visitor.status).toBe(401);
  });
});
