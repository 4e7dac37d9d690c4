import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { claimDocumentPath, type Actor, type DocumentKind, type SubmitClaimRequest } from '@lieux/contracts';
import { FilesystemStorage, decryptFile, parseFileKey, verifyLink } from '@lieux/platform';
import { EventOutbox, type EventHandlerContext } from '@lieux/service-kit';
import { failureCode } from '@lieux/testing';
import { useVenuesDatabase } from '../../test/venues-database.fixture.js';
import { ShowPlaceUseCase } from '../../venues/app/venue-queries.usecases.js';
import { PostgresVenueReadRepository } from '../../venues/infra/venue-read.repository.postgres.js';
import { CreateVenueUseCase, UpdateVenueUseCase } from '../../merchant/app/merchant-venues.usecases.js';
import { PostgresMerchantVenueRepository } from '../../merchant/infra/merchant-venue.repository.postgres.js';
import { ClaimDocumentRetention } from '../app/claim-document-retention.js';
import { AdminClaimsUseCases, ListMyClaimsUseCase, SubmitClaimDocumentsUseCase, SubmitClaimUseCase } from '../app/claims.usecases.js';
import { CLAIM_TAKEN_REASON, PostgresClaimRepository } from './claim.repository.postgres.js';
import { ClaimsUserDeletedHandler } from './claims-user-deleted.handler.js';

jest.setTimeout(60_000);

const merchant = (plan: Actor['plan'] = 'free'): Actor => ({ userId: randomUUID(), role: 'merchant', plan });
const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const NOW = new Date('2026-12-04T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\nendobj\n%%EOF\n');
const secrets = { linkSecret: 'a-test-secret-of-thirty-two-characters!!', documentsKey: parseFileKey('k1', Buffer.alloc(32, 5).toString('base64')) };

/** An Instagram account as the platform names it: its handle, and the website on its profile. */
const instagram = (handle: string, website: string | null = null): SubmitClaimRequest['evidence'] => ({
  provider: 'instagram', accountRef: handle, accountName: handle, profileUrl: `https://www.instagram.com/${handle}`, website, phone: null, sandbox: true,
});
const googleBusiness = (phone: string): SubmitClaimRequest['evidence'] => ({
  provider: 'google', accountRef: 'locations/1', accountName: 'Fiche', profileUrl: null, website: null, phone, sandbox: true,
});

/** Claiming a listing (issue 32 §2) on a real PostgreSQL: request, review, the owner set, one owner per venue. */
describe('claims of a listing on a real PostgreSQL', () => {
  const database = useVenuesDatabase();
  let directory: string;
  let storage: FilesystemStorage;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'lieux-claims-'));
    storage = new FilesystemStorage(directory);
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });
  const claims = () => new PostgresClaimRepository(database().em.fork(), new EventOutbox());
  const adminClaims = (now: Date = NOW) => new AdminClaimsUseCases(claims(), secrets, () => now);
  const submit = (actor: Actor | undefined, venueId: string, evidence: SubmitClaimRequest['evidence']) =>
    new SubmitClaimUseCase(claims(), () => NOW).execute(actor, { venueId, evidence, claimantEmail: 'patron@example.ma' });
  const decide = (actor: Actor | undefined, claimId: string, decision: 'approve' | 'refuse', reason?: string) => adminClaims().decide(actor, { claimId, decision, reason });
  /** Files as the gateway leaves them: in quarantine keys, one per kind. */
  const quarantined = async (kinds: DocumentKind[], bytes: Buffer = PDF) =>
    Promise.all(
      kinds.map(async (kind) => {
        const quarantineKey = `quarantine/${randomUUID()}`;
        await storage.put(quarantineKey, bytes, 'application/octet-stream');
        return { kind, quarantineKey, fileName: `${kind}.pdf`, size: bytes.length };
      }),
    );
  const REQUIRED: DocumentKind[] = ['trade_register', 'proof_of_address', 'manager_identity'];
  const submitDocuments = async (actor: Actor | undefined, venueId: string, kinds: DocumentKind[] = REQUIRED, bytes?: Buffer) =>
    new SubmitClaimDocumentsUseCase(claims(), storage, secrets, () => NOW).execute(actor, { venueId, documents: await quarantined(kinds, bytes), claimantEmail: 'riad@example.ma' });
  /** Every object in storage (the quarantine and the documents), to check that nothing is left behind. */
  const storedKeys = async (): Promise<string[]> => (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1));
  const sql = <T extends object>(text: string, params: unknown[] = []) => database().em.fork().execute<T[]>(text, params);
  const outbox = (subject: string, key: string, id: string) =>
    sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from venues.outbox where subject = ? and payload->'payload'->>'${key}' = ? order by created_at`, [subject, id]).then((rows) => rows.map((row) => row.payload.payload));
  const page = (slug: string) => new ShowPlaceUseCase(new PostgresVenueReadRepository(database().em.fork())).execute(slug, undefined);

  /** The "imported café": approved and nobody's, as the OpenStreetMap importer makes them. */
  async function importedCafe(name: string, contact: { website?: string; phone?: string } = {}): Promise<{ id: string; slug: string }> {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`;
    const [row] = await sql<{ id: string }>(
      `insert into venues.venues (slug, name, category_id, address, city, country, website, phone, owner_user_id, status) values (?, ?, 'cafe', 'Rue de la Kasbah', 'Tanger', 'Maroc', ?, ?, null, 'approved') returning id`,
      [slug, name, contact.website ?? null, contact.phone ?? null],
    );
    return { id: row.id, slug };
  }

  it('invites a claim on a public venue nobody owns, and only there', async () => {
    const cafe = await importedCafe('Cafe Invite', { website: 'https://cafeinvite.ma' });
    expect((await page(cafe.slug)).claimable).toBe(true);
    const owner = merchant('pro');
    const own = await new CreateVenueUseCase(new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox())).execute(owner, { name: 'Cafe Possede', categoryId: 'cafe', address: '1 rue', city: 'Tanger' });
    await sql(`update venues.venues set status = 'approved' where id = ?`, [own.id]);
    expect((await page(own.slug)).claimable).toBe(false);
  });

  it('takes a claim whose account matches the listing, then an admin approves it: the claimant owns the venue with every owner’s right, its event (the claimant’s mail) and audit written', async () => {
    const cafe = await importedCafe('Cafe Hafa Claim', { website: 'http://www.cafehafa-claim.ma', phone: '0539 33 44 55' });
    const claimant = merchant();
    const claim = await submit(claimant, cafe.id, instagram('cafe.hafa', 'https://cafehafa-claim.ma/menu'));
    expect(claim).toMatchObject({ venueId: cafe.id, venueSlug: cafe.slug, status: 'pending', method: 'account', evidence: { provider: 'instagram', accountRef: 'cafe.hafa', matched: ['website'] }, reason: null });
    expect(await outbox('audit.recorded', 'targetId', cafe.id)).toEqual([expect.objectContaining({ actorUserId: claimant.userId, action: 'claim.requested', targetType: 'venue' })]);
    expect(await new ListMyClaimsUseCase(claims()).mine(claimant)).toEqual([expect.objectContaining({ id: claim.id, status: 'pending' })]);
    // A second claim while the first waits: refused, nothing stored.
    expect(await failureCode(submit(claimant, cafe.id, googleBusiness('+212539334455')))).toBe('claim_already_pending');

    const [pending] = (await adminClaims().list(admin, {})).filter((each) => each.id === claim.id);
    expect(pending).toMatchObject({ claimantUserId: claimant.userId, claimantEmail: 'patron@example.ma', listing: { name: 'Cafe Hafa Claim', website: 'http://www.cafehafa-claim.ma', phone: '0539 33 44 55', ownerUserId: null }, evidence: { website: 'https://cafehafa-claim.ma/menu' } });
    expect(await failureCode(decide(claimant, claim.id, 'approve'))).toBe('forbidden');

    const approved = await decide(admin, claim.id, 'approve');
    expect(approved).toMatchObject({ status: 'approved', decidedAt: NOW.toISOString(), listing: { ownerUserId: claimant.userId } });
    expect((await page(cafe.slug)).claimable).toBe(false);
    expect(await outbox('venue.claim-decided', 'claimId', claim.id)).toEqual([
      { claimId: claim.id, venueId: cafe.id, slug: cafe.slug, name: 'Cafe Hafa Claim', claimantUserId: claimant.userId, status: 'approved', reason: null, decidedBy: admin.userId, decidedAt: NOW.toISOString() },
    ]);
    expect((await outbox('audit.recorded', 'targetId', cafe.id)).map((entry) => entry.action)).toEqual(expect.arrayContaining(['claim.requested', 'claim.approved']));
    // Every owner's right: the new owner edits the hours.
    const edited = await new UpdateVenueUseCase(new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox())).execute(claimant, {
      venueId: cafe.id,
      changes: { openingHours: [{ day: 'monday', opens: '08:00', closes: '20:00' }] },
    });
    expect(edited.openingHours).toEqual([{ day: 'monday', opens: '08:00', closes: '20:00' }]);
    expect(await failureCode(decide(admin, claim.id, 'refuse', 'Trop tard pour refuser'))).toBe('claim_already_decided');
  });

  it('refuses a claim with the admin’s reason: the venue stays unclaimed, its event and audit written', async () => {
    const cafe = await importedCafe('Cafe Refus', { phone: '+212 522 11 22 33' });
    const claimant = merchant();
    const claim = await submit(claimant, cafe.id, googleBusiness('0522112233'));
    expect(claim.evidence?.matched).toEqual(['phone']);
    expect(await failureCode(decide(admin, claim.id, 'refuse'))).toBe('admin_reason_invalid');
    const refused = await decide(admin, claim.id, 'refuse', '  La fiche Google a été créée hier  ');
    expect(refused).toMatchObject({ status: 'refused', reason: 'La fiche Google a été créée hier', listing: { ownerUserId: null } });
    expect((await page(cafe.slug)).claimable).toBe(true);
    expect(await outbox('venue.claim-decided', 'claimId', claim.id)).toEqual([expect.objectContaining({ status: 'refused', reason: 'La fiche Google a été créée hier', claimantUserId: claimant.userId })]);
    expect((await outbox('audit.recorded', 'targetId', cafe.id)).find((entry) => entry.action === 'claim.refused')).toMatchObject({ reason: 'La fiche Google a été créée hier', actorUserId: admin.userId });
  });

  it('matches the Instagram handle OpenStreetMap gave an imported venue (contact:instagram), whatever its case and @', async () => {
    const cafe = await importedCafe('Cafe Handle');
    await sql(`insert into venues.osm_objects (osm_type, osm_id, version, link, venue_id, contact) values ('node', ?, 1, 'imported', ?, ?)`, [
      960_000_000 + Number.parseInt(randomUUID().slice(0, 6), 16),
      cafe.id,
      JSON.stringify({ instagram: '@Cafe.Handle' }),
    ]);
    expect(await failureCode(submit(merchant(), cafe.id, instagram('someone.else')))).toBe('claim_account_mismatch');
    const claim = await submit(merchant(), cafe.id, instagram('cafe.handle'));
    expect(claim.status).toBe('pending');
  });

  it('refuses an account that does not match the listing, and a venue that is not public, storing nothing', async () => {
    const cafe = await importedCafe('Cafe Autre', { website: 'https://cafe-autre.ma' });
    expect(await failureCode(submit(merchant(), cafe.id, instagram('someone.else', 'https://someone-else.ma')))).toBe('claim_account_mismatch');
    await sql(`update venues.venues set status = 'pending' where id = ?`, [cafe.id]);
    expect(await failureCode(submit(merchant(), cafe.id, instagram('cafe.autre', 'https://cafe-autre.ma')))).toBe('claim_venue_not_claimable');
    expect(await failureCode(submit(merchant(), randomUUID(), instagram('cafe.autre', 'https://cafe-autre.ma')))).toBe('claim_venue_not_claimable');
    expect(await failureCode(submit({ userId: randomUUID(), role: 'consumer', plan: 'free' }, cafe.id, instagram('cafe.autre')))).toBe('merchant_only');
    expect(await sql('select id from venues.venue_claims where venue_id = ?', [cafe.id])).toEqual([]);
  });

  it('refuses the claim when the plan is full: on asking, and on approval when the plan filled meanwhile', async () => {
    const claimant = merchant('free');
    const own = await new CreateVenueUseCase(new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox())).execute(claimant, { name: 'Premier Lieu', categoryId: 'cafe', address: '1 rue', city: 'Rabat' });
    const cafe = await importedCafe('Cafe Plein', { website: 'https://cafeplein.ma' });
    expect(await failureCode(submit(claimant, cafe.id, instagram('cafe.plein', 'https://cafeplein.ma')))).toBe('claim_plan_full');

    // Room when asking (the first venue deleted), full again by approval time.
    await sql('delete from venues.venues where id = ?', [own.id]);
    const claim = await submit(claimant, cafe.id, instagram('cafe.plein', 'https://cafeplein.ma'));
    await new CreateVenueUseCase(new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox())).execute(claimant, { name: 'Second Lieu', categoryId: 'cafe', address: '1 rue', city: 'Rabat' });
    expect(await failureCode(decide(admin, claim.id, 'approve'))).toBe('claim_plan_full');
    expect((await page(cafe.slug)).claimable).toBe(true);
  });

  it('keeps one owner per venue: approving one claim answers the others, and a claim of an owned venue becomes a report', async () => {
    const cafe = await importedCafe('Cafe Unique', { website: 'https://cafeunique.ma' });
    const first = merchant();
    const second = merchant();
    const firstClaim = await submit(first, cafe.id, instagram('cafe.unique', 'https://cafeunique.ma'));
    const secondClaim = await submit(second, cafe.id, instagram('cafe.unique.bis', 'https://www.cafeunique.ma'));
    await decide(admin, firstClaim.id, 'approve');
    expect((await new ListMyClaimsUseCase(claims()).mine(second))[0]).toMatchObject({ id: secondClaim.id, status: 'refused', reason: CLAIM_TAKEN_REASON });
    expect(await outbox('venue.claim-decided', 'claimId', secondClaim.id)).toEqual([expect.objectContaining({ status: 'refused', claimantUserId: second.userId })]);

    const third = merchant();
    const reported = await submit(third, cafe.id, instagram('cafe.unique.ter', 'https://cafeunique.ma'));
    expect(reported).toMatchObject({ status: 'reported', venueId: cafe.id });
    expect(await outbox('venue.claim-reported', 'claimId', reported.id)).toEqual([
      expect.objectContaining({ venueId: cafe.id, claimantUserId: third.userId, summary: expect.stringContaining('« Cafe Unique » est réclamé avec le compte Instagram « cafe.unique.ter »') }),
    ]);
    expect((await outbox('audit.recorded', 'targetId', cafe.id)).filter((entry) => entry.action === 'claim.reported')).toEqual([expect.objectContaining({ actorUserId: third.userId })]);
    expect(await failureCode(submit(first, cafe.id, instagram('cafe.unique', 'https://cafeunique.ma')))).toBe('claim_already_owner');
    expect(await failureCode(decide(admin, reported.id, 'approve'))).toBe('claim_already_decided');
  });

  it('forgets a deleted account’s claims (its address and the accounts it proved with), and nobody else’s', async () => {
    const cafe = await importedCafe('Cafe Oubli', { website: 'https://cafeoubli.ma' });
    const leaving = merchant();
    const staying = merchant();
    await submit(leaving, cafe.id, instagram('cafe.oubli', 'https://cafeoubli.ma'));
    await submit(staying, cafe.id, instagram('cafe.oubli.bis', 'https://cafeoubli.ma'));
    // The handler as the service's consumer calls it: in the event's transaction (its envelope unused).
    await database().em.fork().transactional((tx) => new ClaimsUserDeletedHandler(storage).onUserDeleted({ userId: leaving.userId, deletedAt: NOW.toISOString() }, { em: tx } as unknown as EventHandlerContext<'user.deleted'>));
    expect(await new ListMyClaimsUseCase(claims()).mine(leaving)).toEqual([]);
    expect(await new ListMyClaimsUseCase(claims()).mine(staying)).toHaveLength(1);
  });

  describe('with verification documents instead of an account', () => {
    it('takes a claim with the three required documents as pending, shows them to admins only through signed links, and an approval makes the claimant the owner', async () => {
      const cafe = await importedCafe('Riad Papiers', { website: 'https://riad-papiers.ma' });
      const claimant = merchant();
      const claim = await submitDocuments(claimant, cafe.id, [...REQUIRED, 'venue_photo']);
      expect(claim).toMatchObject({ venueId: cafe.id, status: 'pending', method: 'documents', evidence: null, reason: null });
      expect((await outbox('audit.recorded', 'targetId', cafe.id)).find((entry) => entry.action === 'claim.requested')).toMatchObject({
        actorUserId: claimant.userId,
        after: { claimId: claim.id, method: 'documents', documents: 'trade_register,proof_of_address,manager_identity,venue_photo' },
      });
      // The quarantine is emptied; the four documents are stored encrypted under the venue's documents.
      const keys = await storedKeys();
      expect(keys.filter((key) => key.startsWith('quarantine/'))).toEqual([]);
      expect(keys.filter((key) => key.startsWith(`documents/${cafe.id}/claims/`))).toHaveLength(4);

      expect(await failureCode(adminClaims().list(claimant, {}))).toBe('forbidden');
      const [listed] = (await adminClaims().list(admin, {})).filter((each) => each.id === claim.id);
      expect(listed.documents.map((document) => document.kind).sort()).toEqual(['manager_identity', 'proof_of_address', 'trade_register', 'venue_photo']);
      const [first] = listed.documents;
      expect(first).toMatchObject({ name: `${first.kind}.pdf`, contentType: 'application/pdf', size: PDF.length });
      const link = new URL(first.url, 'https://lieux.test');
      expect(link.pathname).toBe(claimDocumentPath(first.id));
      expect(verifyLink(secrets.linkSecret, link.pathname, { expires: link.searchParams.get('expires'), signature: link.searchParams.get('signature') }, NOW)).toBe(true);
      // Opening one: for admins only; the bytes are the ones sent, once decrypted.
      expect(await failureCode(adminClaims().openDocument(claimant, { documentId: first.id }))).toBe('forbidden');
      const opened = await adminClaims().openDocument(admin, { documentId: first.id });
      expect(decryptFile(secrets.documentsKey, await storage.read(opened.storageKey))).toEqual(PDF);
      expect(await failureCode(adminClaims().openDocument(admin, { documentId: randomUUID() }))).toBe('document_not_found');

      const approved = await decide(admin, claim.id, 'approve');
      expect(approved).toMatchObject({ status: 'approved', listing: { ownerUserId: claimant.userId } });
      expect(approved.documents).toHaveLength(4);
      expect((await page(cafe.slug)).claimable).toBe(false);
      expect(await outbox('venue.claim-decided', 'claimId', claim.id)).toEqual([expect.objectContaining({ status: 'approved', claimantUserId: claimant.userId })]);
    });

    it('refuses a claim with documents with the admin’s reason, and deletes its documents 90 days after the decision, not before', async () => {
      const cafe = await importedCafe('Riad Refus Papiers');
      const claim = await submitDocuments(merchant(), cafe.id);
      const refused = await decide(admin, claim.id, 'refuse', 'Le registre du commerce est illisible');
      expect(refused).toMatchObject({ status: 'refused', reason: 'Le registre du commerce est illisible', listing: { ownerUserId: null } });
      expect((await page(cafe.slug)).claimable).toBe(true);
      const documentKeys = async () => (await storedKeys()).filter((key) => key.startsWith(`documents/${cafe.id}/claims/`));
      const retention = (now: Date) => new ClaimDocumentRetention(claims(), storage, () => now);

      await retention(new Date(NOW.getTime() + 89 * DAY)).purge();
      expect(await documentKeys()).toHaveLength(3);
      await retention(new Date(NOW.getTime() + 91 * DAY)).purge();
      expect(await documentKeys()).toEqual([]);
      const [after] = (await adminClaims().list(admin, { status: 'refused' })).filter((each) => each.id === claim.id);
      expect(after).toMatchObject({ status: 'refused', documents: [] });
    });

    it('refuses documents that are missing a required kind, not documents, or sent to a venue the plan has no room for — leaving nothing stored', async () => {
      const cafe = await importedCafe('Riad Incomplet');
      const before = (await storedKeys()).length;
      expect(await failureCode(submitDocuments(merchant(), cafe.id, ['trade_register', 'proof_of_address']))).toBe('claim_documents_missing');
      expect(await failureCode(submitDocuments(merchant(), cafe.id, [...REQUIRED, 'trade_register']))).toBe('claim_documents_missing');
      expect(await failureCode(submitDocuments(merchant(), cafe.id, REQUIRED, Buffer.from('not a document at all')))).toBe('document_type_unsupported');
      const full = merchant('free');
      await new CreateVenueUseCase(new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox())).execute(full, { name: 'Lieu Unique', categoryId: 'cafe', address: '1 rue', city: 'Rabat' });
      expect(await failureCode(submitDocuments(full, cafe.id))).toBe('claim_plan_full');
      expect(await failureCode(submitDocuments({ userId: randomUUID(), role: 'consumer', plan: 'free' }, cafe.id))).toBe('merchant_only');
      expect(await sql('select id from venues.venue_claims where venue_id = ?', [cafe.id])).toEqual([]);
      expect((await storedKeys()).length).toBe(before);
    });

    it('turns a claim with documents of an owned venue into a report, keeping no document', async () => {
      const cafe = await importedCafe('Riad Pris');
      const owner = merchant();
      await decide(admin, (await submitDocuments(owner, cafe.id)).id, 'approve');
      const reported = await submitDocuments(merchant(), cafe.id);
      expect(reported).toMatchObject({ status: 'reported', method: 'documents' });
      expect(await outbox('venue.claim-reported', 'claimId', reported.id)).toEqual([expect.objectContaining({ summary: expect.stringContaining('« Riad Pris » est réclamé avec des justificatifs') })]);
      expect(await sql('select id from venues.venue_claim_documents where claim_id = ?', [reported.id])).toEqual([]);
      expect((await storedKeys()).filter((key) => key.startsWith(`documents/${cafe.id}/claims/`))).toHaveLength(3);
    });

    it('forgets a deleted account’s claim documents, rows and files', async () => {
      const cafe = await importedCafe('Riad Oubli');
      const leaving = merchant();
      await submitDocuments(leaving, cafe.id);
      await database().em.fork().transactional((tx) => new ClaimsUserDeletedHandler(storage).onUserDeleted({ userId: leaving.userId, deletedAt: NOW.toISOString() }, { em: tx } as unknown as EventHandlerContext<'user.deleted'>));
      expect(await new ListMyClaimsUseCase(claims()).mine(leaving)).toEqual([]);
      expect((await storedKeys()).filter((key) => key.startsWith(`documents/${cafe.id}/`))).toEqual([]);
    });
  });
});
