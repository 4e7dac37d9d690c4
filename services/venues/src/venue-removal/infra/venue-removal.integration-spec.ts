import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { jest } from '@jest/globals';
import sharp from 'sharp';
import { ACCOUNT_DELETED_VENUE_REASON, type Actor } from '@lieux/contracts';
import { FilesystemStorage, parseFileKey } from '@lieux/platform';
import { EventOutbox } from '@lieux/service-kit';
import { createTestDatabase, type TestDatabase } from '@lieux/testing';
import { openVenuesDatabase } from '../../venues-database.js';
import { CreateVenueUseCase } from '../../merchant/app/merchant-venues.usecases.js';
import { PostgresMerchantVenueRepository } from '../../merchant/infra/merchant-venue.repository.postgres.js';
import { PhotosUseCases } from '../../photos/app/photos.usecases.js';
import { VerificationUseCases } from '../../photos/app/verification.usecases.js';
import { PostgresPhotosRepository } from '../../photos/infra/photos.repository.postgres.js';
import { PostgresVerificationRepository } from '../../photos/infra/verification.repository.postgres.js';
import { VenueRemovalUseCases } from '../app/venue-removal.usecases.js';

jest.setTimeout(60_000);

// A venue's end on a real PostgreSQL and a real storage directory (issue 30 §5): deleted by its owner
// or an admin with a reason, and a deleted account's venues unpublished, then purged once the grace
// period has passed on a clock the test moves. What the other services do with `venue.deleted` is in
// their own tests; the whole path through NATS is gateway/e2e/account-deletion.e2e-spec.ts.

const merchant = (): Actor => ({ userId: randomUUID(), role: 'merchant', plan: 'free' });
const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\nendobj\n%%EOF\n');
const DAY = 24 * 60 * 60 * 1000;

describe('deleting venues (venues service, real PostgreSQL and storage)', () => {
  let database: TestDatabase;
  let orm: MikroORM;
  let directory: string;
  let storage: FilesystemStorage;
  let now = new Date('2026-12-02T10:00:00Z');
  const clock = () => now;
  const secrets = { linkSecret: 'a-test-secret-of-thirty-two-characters!!', documentsKey: parseFileKey('k1', Buffer.alloc(32, 3).toString('base64')) };

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openVenuesDatabase(database.url);
    directory = await mkdtemp(join(tmpdir(), 'lieux-venue-removal-'));
    storage = new FilesystemStorage(directory);
  });

  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
    await rm(directory, { recursive: true, force: true });
  });

  const removal = () => new VenueRemovalUseCases(orm.em.fork(), new EventOutbox(), storage, clock, 30);
  const sql = <T extends object>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);
  const quarantine = async (bytes: Buffer) => {
    const key = `quarantine/${randomUUID()}`;
    await storage.put(key, bytes, 'application/octet-stream');
    return key;
  };

  /** An approved venue with a photo and a verification document in storage. */
  const furnishedVenue = async (owner: Actor) => {
    const venue = await new CreateVenueUseCase(new PostgresMerchantVenueRepository(orm.em.fork(), new EventOutbox())).execute(owner, {
      name: `Riad ${randomUUID().slice(0, 8)}`,
      categoryId: 'hotel',
      address: '3 derb Sidi',
      city: 'Marrakech',
    });
    await sql(`update venues.venues set status = 'approved' where id = ?`, [venue.id]);
    const photos = new PhotosUseCases(new PostgresPhotosRepository(orm.em.fork(), new EventOutbox()), storage);
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    await photos.add(owner, { venueId: venue.id, quarantineKey: await quarantine(jpeg), fileName: 'salon.jpg', size: jpeg.length });
    const verification = new VerificationUseCases(new PostgresPhotosRepository(orm.em.fork(), new EventOutbox()), new PostgresVerificationRepository(orm.em.fork(), new EventOutbox()), storage, secrets, clock);
    await verification.addDocument(owner, { venueId: venue.id, kind: 'trade_register', quarantineKey: await quarantine(PDF), fileName: 'rc.pdf', size: PDF.length });
    expect(await storage.list(`photos/${venue.id}/`)).not.toEqual([]);
    expect(await storage.list(`documents/${venue.id}/`)).toHaveLength(1);
    return venue;
  };
  const leftOf = async (venueId: string) => ({
    rows: (await sql<{ count: number }>(`select count(*)::int as count from venues.venues where id = ?`, [venueId]))[0]?.count,
    photos: (await sql<{ count: number }>(`select count(*)::int as count from venues.venue_photos where venue_id = ?`, [venueId]))[0]?.count,
    documents: (await sql<{ count: number }>(`select count(*)::int as count from venues.verification_documents where venue_id = ?`, [venueId]))[0]?.count,
    files: [...(await storage.list(`photos/${venueId}/`)), ...(await storage.list(`documents/${venueId}/`))],
  });
  const eventsOf = (venueId: string, subject: string) =>
    sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from venues.outbox where subject = ? and payload->'payload'->>'venueId' = ?`, [subject, venueId]);
  const auditOf = (venueId: string) =>
    sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from venues.outbox where subject = 'audit.recorded' and payload->'payload'->>'targetId' = ?`, [venueId]);

  it('lets the owner delete their venue: the row, its photos and documents (storage too) are gone, with venue.deleted', async () => {
    const owner = merchant();
    const venue = await furnishedVenue(owner);
    expect(await removal().deleteByActor(owner, { venueId: venue.id })).toEqual({ venueId: venue.id, deleted: true });
    expect(await leftOf(venue.id)).toEqual({ rows: 0, photos: 0, documents: 0, files: [] });
    const [deleted] = await eventsOf(venue.id, 'venue.deleted');
    expect(deleted?.payload.payload).toEqual({ venueId: venue.id, slug: venue.slug, ownerUserId: owner.userId, cause: 'owner', deletedAt: now.toISOString() });
    expect(await auditOf(venue.id)).toEqual([]);
    await expect(removal().deleteByActor(owner, { venueId: venue.id })).rejects.toMatchObject({ code: 'venue_not_found' });
  });

  it('refuses another merchant and an admin without a reason, keeping everything; an admin with a reason deletes it into the audit log', async () => {
    const owner = merchant();
    const venue = await furnishedVenue(owner);
    await expect(removal().deleteByActor(merchant(), { venueId: venue.id })).rejects.toMatchObject({ code: 'venue_not_owned' });
    await expect(removal().deleteByActor(admin, { venueId: venue.id })).rejects.toMatchObject({ code: 'admin_reason_invalid' });
    await expect(removal().deleteByActor(admin, { venueId: venue.id, reason: 'non' })).rejects.toMatchObject({ code: 'admin_reason_invalid' });
    await expect(removal().deleteByActor({ ...owner, role: 'consumer' }, { venueId: venue.id })).rejects.toMatchObject({ code: 'forbidden' });
    expect((await leftOf(venue.id)).rows).toBe(1);
    expect((await leftOf(venue.id)).files).toHaveLength((await storage.list(`photos/${venue.id}/`)).length + 1);

    await removal().deleteByActor(admin, { venueId: venue.id, reason: 'Lieu fictif, signalé trois fois' });
    expect(await leftOf(venue.id)).toEqual({ rows: 0, photos: 0, documents: 0, files: [] });
    expect((await eventsOf(venue.id, 'venue.deleted'))[0]?.payload.payload).toMatchObject({ cause: 'admin' });
    expect((await auditOf(venue.id)).map((entry) => entry.payload.payload)).toEqual([
      expect.objectContaining({ actorUserId: admin.userId, action: 'venue.deleted', targetType: 'venue', targetLabel: venue.name, reason: 'Lieu fictif, signalé trois fois', after: null }),
    ]);
  });

  it('unpublishes a deleted account’s venues at once (once, whatever the redeliveries) and purges them after the 30 days of grace', async () => {
    const owner = merchant();
    const venue = await furnishedVenue(owner);
    const neighbour = await furnishedVenue(merchant());
    await sql(`insert into venues.merchant_goals (owner_user_id, weekly_votes_target) values (?, 12)`, [owner.userId]);

    for (let delivery = 0; delivery < 2; delivery += 1) await orm.em.fork().transactional((em) => removal().unpublishAccount(em, owner.userId));
    const [row] = await sql<{ status: string; rejection_reason: string; purge_after: string }>(`select status, rejection_reason, purge_after from venues.venues where id = ?`, [venue.id]);
    expect({ ...row, purge_after: row && new Date(row.purge_after) }).toEqual({ status: 'rejected', rejection_reason: ACCOUNT_DELETED_VENUE_REASON, purge_after: new Date(now.getTime() + 30 * DAY) });
    expect((await eventsOf(venue.id, 'venue.unpublished')).map((event) => event.payload.payload)).toEqual([
      { venueId: venue.id, slug: venue.slug, ownerUserId: owner.userId, purgeAfter: new Date(now.getTime() + 30 * DAY).toISOString(), unpublishedAt: now.toISOString() },
    ]);
    expect(await sql(`select 1 from venues.merchant_goals where owner_user_id = ?`, [owner.userId])).toEqual([]);
    // Gone from the public surfaces that read the search table (search, map).
    expect(await sql(`select 1 from venues.venue_search where id = ?`, [venue.id])).toEqual([]);

    now = new Date(now.getTime() + 30 * DAY - 1000);
    expect(await removal().purgeDue()).toBe(0);
    expect((await leftOf(venue.id)).rows).toBe(1);

    now = new Date(now.getTime() + 1000);
    expect(await removal().purgeDue()).toBe(1);
    expect(await leftOf(venue.id)).toEqual({ rows: 0, photos: 0, documents: 0, files: [] });
    expect((await eventsOf(venue.id, 'venue.deleted'))[0]?.payload.payload).toMatchObject({ cause: 'account-deleted', ownerUserId: owner.userId });
    expect(await removal().purgeDue()).toBe(0);
    // Another merchant's venue is untouched.
    expect(await leftOf(neighbour.id)).toMatchObject({ rows: 1, photos: 1, documents: 1 });
  });
});
