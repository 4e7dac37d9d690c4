import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { PHOTO_VARIANTS, type Actor } from '@lieux/contracts';
import { FilesystemStorage, parseFileKey } from '@lieux/platform';
import { EventOutbox } from '@lieux/service-kit';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openVenuesDatabase } from '../../venues-database.js';
import { CreateVenueUseCase } from '../../merchant/app/merchant-venues.usecases.js';
import { PostgresMerchantVenueRepository } from '../../merchant/infra/merchant-venue.repository.postgres.js';
import { DocumentRetention, retentionCutoff } from '../app/document-retention.js';
import { PhotoVariantsBackfill } from '../app/photo-variants-backfill.js';
import { photoKey, PhotosUseCases } from '../app/photos.usecases.js';
import { VerificationUseCases } from '../app/verification.usecases.js';
import { PostgresPhotosRepository } from './photos.repository.postgres.js';
import { PostgresVerificationRepository } from './verification.repository.postgres.js';

jest.setTimeout(60_000);

// Photos and verification on a real PostgreSQL and a real directory: the events in the outbox, a
// refused photo leaving nothing, and the documents' 90-day retention with a clock the test moves.

const merchant = (): Actor => ({ userId: randomUUID(), role: 'merchant', plan: 'free' });
const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\nendobj\n%%EOF\n');
const DAY = 24 * 60 * 60 * 1000;

describe('photos and verification on a real PostgreSQL', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let directory: string;
  let storage: FilesystemStorage;
  let now = new Date('2026-11-22T10:00:00Z');
  const clock = () => now;
  const secrets = { linkSecret: 'a-test-secret-of-thirty-two-characters!!', documentsKey: parseFileKey('k1', Buffer.alloc(32, 3).toString('base64')) };

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openVenuesDatabase(database.url);
    directory = await mkdtemp(join(tmpdir(), 'lieux-verification-'));
    storage = new FilesystemStorage(directory);
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
    await rm(directory, { recursive: true, force: true });
  });

  const photosRepository = () => new PostgresPhotosRepository(orm.em.fork(), new EventOutbox());
  const verificationRepository = () => new PostgresVerificationRepository(orm.em.fork(), new EventOutbox());
  const verification = () => new VerificationUseCases(photosRepository(), verificationRepository(), storage, secrets, clock);
  const photos = () => new PhotosUseCases(photosRepository(), storage);
  const sql = <T extends object>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);
  const venueOf = async (owner: Actor) =>
    new CreateVenueUseCase(new PostgresMerchantVenueRepository(orm.em.fork(), new EventOutbox())).execute(owner, { name: `Dar ${randomUUID().slice(0, 8)}`, categoryId: 'hotel', address: '1 derb', city: 'Fès' });
  const quarantine = async (bytes: Buffer) => {
    const key = `quarantine/${randomUUID()}`;
    await storage.put(key, bytes, 'application/octet-stream');
    return key;
  };
  const addDocument = async (owner: Actor, venueId: string, kind: 'trade_register' | 'proof_of_address' | 'manager_identity') =>
    verification().addDocument(owner, { venueId, kind, quarantineKey: await quarantine(PDF), fileName: `${kind}.pdf`, size: PDF.length });

  it('adds a photo with venue.photos-changed in the outbox, and leaves nothing of a refused one', async () => {
    const owner = merchant();
    const venue = await venueOf(owner);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const added = await photos().add(owner, { venueId: venue.id, quarantineKey: await quarantine(jpeg), fileName: 'a.jpg', size: jpeg.length });
    expect(added.isCover).toBe(true);
    const events = await sql<{ subject: string }>(`select subject from venues.outbox where payload->'payload'->>'venueId' = ?`, [venue.id]);
    expect(events.map((event) => event.subject)).toContain('venue.photos-changed');
    const before = await storage.list('photos/');
    const cut = await quarantine(jpeg.subarray(0, 1000));
    await expect(photos().add(owner, { venueId: venue.id, quarantineKey: cut, fileName: 'b.jpg', size: 1000 })).rejects.toMatchObject({ code: 'image_unreadable' });
    expect(await storage.list('photos/')).toEqual(before);
    expect(await storage.exists(cut)).toBe(false);
    expect(await sql('select id from venues.venue_photos where venue_id = ?', [venue.id])).toHaveLength(1);
  });

  it('gives a photo stored before the responsive widths its widths, from the original or else the gallery size, once', async () => {
    const owner = merchant();
    const venue = await venueOf(owner);
    const jpeg = await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#225588' } }).jpeg().toBuffer();
    const [withOriginal, withoutOriginal] = [
      await photos().add(owner, { venueId: venue.id, quarantineKey: await quarantine(jpeg), fileName: 'a.jpg', size: jpeg.length }),
      await photos().add(owner, { venueId: venue.id, quarantineKey: await quarantine(jpeg), fileName: 'b.jpg', size: jpeg.length }),
    ];
    const stored = (photoId: string) => storage.list(`photos/${venue.id}/${photoId}/`);
    expect(await stored(withOriginal.id)).toHaveLength(3 + PHOTO_VARIANTS.length + 1);
    // As an older photo was stored: its three sizes (and the second without its original).
    for (const variant of PHOTO_VARIANTS) {
      await storage.delete(photoKey(venue.id, withOriginal.id, variant));
      await storage.delete(photoKey(venue.id, withoutOriginal.id, variant));
    }
    await storage.delete(photoKey(venue.id, withoutOriginal.id, 'original'));
    await storage.put(photoKey(venue.id, withoutOriginal.id, 'gallery'), await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#225588' } }).webp().toBuffer(), 'image/webp');

    const backfill = () => new PhotoVariantsBackfill(photosRepository(), storage);
    expect(await backfill().run()).toBe(2);
    for (const variant of PHOTO_VARIANTS) {
      const [width, format] = variant.split('.');
      const fromOriginal = await sharp(await storage.read(photoKey(venue.id, withOriginal.id, variant))).metadata();
      const fromGallery = await sharp(await storage.read(photoKey(venue.id, withoutOriginal.id, variant))).metadata();
      expect({ variant, format: fromOriginal.format === 'heif' ? 'avif' : fromOriginal.format, width: fromOriginal.width }).toEqual({ variant, format, width: Math.min(Number(width), 1000) });
      expect({ variant, width: fromGallery.width }).toEqual({ variant, width: Math.min(Number(width), 1600) });
    }
    // Done once: the next run finds every photo with its widths.
    expect(await backfill().run()).toBe(0);
  });

  it('records submissions and decisions as events, sets the badge, and deletes documents 90 days after the decision', async () => {
    const owner = merchant();
    const venue = await venueOf(owner);
    for (const kind of ['trade_register', 'proof_of_address', 'manager_identity'] as const) await addDocument(owner, venue.id, kind);
    await verification().submit(owner, { venueId: venue.id });
    now = new Date(now.getTime() + DAY);
    await verification().decide(admin, { venueId: venue.id, decision: 'approve' });
    const events = await sql<{ subject: string; payload: { payload: Record<string, unknown> } }>(
      `select subject, payload from venues.outbox where subject like 'verification.%' and payload->'payload'->>'venueId' = ? order by subject desc`,
      [venue.id],
    );
    // By subject: the outbox's created_at is the real clock's millisecond (not the test's), which the two can share.
    expect(events.map((event) => event.subject)).toEqual(['verification.submitted', 'verification.decided']);
    expect(events[1]?.payload.payload).toMatchObject({ decision: 'approve', verified: true, ownerUserId: owner.userId, venueName: venue.name });
    // The admin's decision is in the audit log (issue 14), written with it.
    const audits = await sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from venues.outbox where subject = 'audit.recorded' and payload->'payload'->>'targetId' = ?`, [venue.id]);
    expect(audits.map((audit) => audit.payload.payload)).toEqual([
      expect.objectContaining({ actorUserId: admin.userId, action: 'verification.approved', targetType: 'venue', targetLabel: venue.name, before: { verification: 'submitted' }, after: { verification: 'approved' }, reason: null }),
    ]);
    expect(await sql('select phone_verified from venues.venues where id = ?', [venue.id])).toEqual([{ phone_verified: true }]);
    const keys = (await verification().show(owner, { venueId: venue.id })).documents.map((document) => `documents/${venue.id}/${document.id}.bin`);
    expect(keys).toHaveLength(3);

    // A document not yet decided (another venue's, still a draft) is never touched.
    const other = merchant();
    const draftVenue = await venueOf(other);
    await addDocument(other, draftVenue.id, 'trade_register');

    const retention = () => new DocumentRetention(verificationRepository(), storage, clock);
    now = new Date(now.getTime() + 89 * DAY);
    expect(await retention().purge()).toBe(0);
    now = new Date(now.getTime() + DAY + 1000);
    expect(retentionCutoff(now).getTime()).toBeGreaterThan(new Date('2026-11-23T10:00:00Z').getTime());
    expect(await retention().purge()).toBe(3);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
    expect(await verification().show(owner, { venueId: venue.id })).toMatchObject({ status: 'approved', documents: [] });
    expect((await verification().show(other, { venueId: draftVenue.id })).documents).toHaveLength(1);
  });
});
