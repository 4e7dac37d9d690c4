import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { Actor, CreateVenueRequest, MerchantVenueDto } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { failureCode } from '@lieux/testing';
import { useVenuesDatabase } from '../../test/venues-database.fixture.js';
import { ShowPlaceUseCase } from '../../venues/app/venue-queries.usecases.js';
import { PostgresVenueReadRepository } from '../../venues/infra/venue-read.repository.postgres.js';
import { CreateVenueUseCase, ListMerchantVenuesUseCase, UpdateVenueUseCase } from '../../merchant/app/merchant-venues.usecases.js';
import { PostgresMerchantVenueRepository } from '../../merchant/infra/merchant-venue.repository.postgres.js';
import { ListAdminVenuesUseCase, ModerateVenueUseCase } from '../app/admin-venues.usecases.js';
import { PostgresAdminVenueRepository } from './admin-venue.repository.postgres.js';

jest.setTimeout(60_000);

const merchant = (): Actor => ({ userId: randomUUID(), role: 'merchant', plan: 'pro' });
const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const NOW = new Date('2026-11-22T11:00:00Z');

/** Venues moderation (issue 14) on a real PostgreSQL: the list, the decisions, their events and audit in one transaction. */
describe('venues moderation on a real PostgreSQL', () => {
  const database = useVenuesDatabase();

  const merchantRepository = () => new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox());
  const adminRepository = () => new PostgresAdminVenueRepository(database().em.fork(), new EventOutbox());
  const create = (actor: Actor, name: string, extra: Partial<CreateVenueRequest> = {}): Promise<MerchantVenueDto> =>
    new CreateVenueUseCase(merchantRepository()).execute(actor, { name, categoryId: 'cafe', address: '7 Derb el Magana', city: 'Fès', ...extra });
  const moderate = (actor: Actor | undefined, venueId: string, decision: 'approve' | 'reject', reason?: string) =>
    new ModerateVenueUseCase(adminRepository(), () => NOW).execute(actor, { venueId, decision, reason });
  const list = (actor: Actor | undefined, request: Partial<Parameters<ListAdminVenuesUseCase['list']>[1]> = {}) =>
    new ListAdminVenuesUseCase(adminRepository()).list(actor, { page: 1, pageSize: 8, ...request });
  const sql = <T extends object>(text: string, params: unknown[] = []) => database().em.fork().execute<T[]>(text, params);
  const outbox = (subject: string, key: string, id: string) =>
    sql<{ payload: { payload: Record<string, unknown> }; xmin: string }>(`select payload, xmin::text from venues.outbox where subject = ? and payload->'payload'->>'${key}' = ? order by created_at`, [subject, id]);
  const visible = (slug: string) => new ShowPlaceUseCase(new PostgresVenueReadRepository(database().em.fork())).execute(slug, undefined).then(() => true, () => false);
  const searchable = async (venueId: string) => (await sql<{ n: number }>('select count(*)::int as n from venues.venue_search where id = ?', [venueId]))[0].n === 1;

  it('approves a pending venue: the row, venue.moderated and audit.recorded in one transaction; it joins the public pages and search', async () => {
    const owner = merchant();
    const venue = await create(owner, 'Dar Moderation Un');
    expect(await visible(venue.slug)).toBe(false);

    const row = await moderate(admin, venue.id, 'approve');
    expect(row).toMatchObject({ id: venue.id, status: 'approved', ownerUserId: owner.userId, rejectionReason: null, moderatedAt: NOW.toISOString(), votes: 0 });
    const [stored] = await sql<{ moderated_by: string; xmin: string }>('select moderated_by, xmin::text from venues.venues where id = ?', [venue.id]);
    expect(stored.moderated_by).toBe(admin.userId);

    const [moderated] = await outbox('venue.moderated', 'venueId', venue.id);
    expect(moderated.payload.payload).toEqual({
      venueId: venue.id, slug: venue.slug, name: 'Dar Moderation Un', city: 'Fès', categoryId: 'cafe', ownerUserId: owner.userId,
      status: 'approved', previousStatus: 'pending', reason: null, moderatedBy: admin.userId, moderatedAt: NOW.toISOString(),
    });
    const [audit] = await outbox('audit.recorded', 'targetId', venue.id);
    expect(audit.payload.payload).toMatchObject({
      actorUserId: admin.userId, action: 'venue.approved', targetType: 'venue', targetId: venue.id, targetLabel: 'Dar Moderation Un',
      before: { status: 'pending' }, after: { status: 'approved' }, reason: null, at: NOW.toISOString(),
    });
    // One transaction: the venue's row and both outbox rows were written by the same one.
    expect(new Set([stored.xmin, moderated.xmin, audit.xmin]).size).toBe(1);
    expect(await visible(venue.slug)).toBe(true);
    expect(await searchable(venue.id)).toBe(true);
  });

  it('rejects an approved venue with its reason: it leaves the public pages and search, and its owner sees the reason', async () => {
    const owner = merchant();
    const venue = await create(owner, 'Dar Moderation Deux');
    await moderate(admin, venue.id, 'approve');
    const row = await moderate(admin, venue.id, 'reject', '  Adresse introuvable sur place  ');
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'Adresse introuvable sur place' });
    // In no set order (the outbox's millisecond can be the same for both decisions): each says what it follows.
    const events = await outbox('venue.moderated', 'venueId', venue.id);
    expect(events).toHaveLength(2);
    expect(events.map((event) => event.payload.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'approved', previousStatus: 'pending' }),
        expect.objectContaining({ status: 'rejected', previousStatus: 'approved', reason: 'Adresse introuvable sur place' }),
      ]),
    );
    const audits = (await outbox('audit.recorded', 'targetId', venue.id)).map((event) => event.payload.payload);
    expect(audits.find((audit) => audit.action === 'venue.rejected')).toMatchObject({ action: 'venue.rejected', before: { status: 'approved' }, after: { status: 'rejected' }, reason: 'Adresse introuvable sur place' });
    expect(await visible(venue.slug)).toBe(false);
    expect(await searchable(venue.id)).toBe(false);

    const [mine] = (await new ListMerchantVenuesUseCase(merchantRepository()).execute(owner)).filter((candidate) => candidate.id === venue.id);
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'Adresse introuvable sur place' });
    // The owner's edit sends it back to moderation: the reason is not shown any more.
    await new UpdateVenueUseCase(merchantRepository()).execute(owner, { venueId: venue.id, changes: { description: 'Adresse corrigée' } });
    const [resubmitted] = (await new ListMerchantVenuesUseCase(merchantRepository()).execute(owner)).filter((candidate) => candidate.id === venue.id);
    expect(resubmitted).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('refuses to approve an approved venue and to reject a rejected one (409), writing nothing', async () => {
    const venue = await create(merchant(), 'Dar Moderation Trois');
    await moderate(admin, venue.id, 'approve');
    expect(await failureCode(moderate(admin, venue.id, 'approve'))).toBe('venue_already_approved');
    await moderate(admin, venue.id, 'reject');
    expect(await failureCode(moderate(admin, venue.id, 'reject', 'Encore refusé'))).toBe('venue_already_rejected');
    expect(await outbox('venue.moderated', 'venueId', venue.id)).toHaveLength(2);
    expect(await outbox('audit.recorded', 'targetId', venue.id)).toHaveLength(2);
  });

  it('answers venue_not_found, admin_reason_invalid, and refuses everyone but admins', async () => {
    expect(await failureCode(moderate(admin, randomUUID(), 'approve'))).toBe('venue_not_found');
    expect(await failureCode(moderate(admin, 'not-a-uuid', 'approve'))).toBe('venue_not_found');
    const owner = merchant();
    const venue = await create(owner, 'Dar Moderation Quatre');
    expect(await failureCode(moderate(admin, venue.id, 'reject', 'non'))).toBe('admin_reason_invalid');
    expect(await failureCode(moderate(undefined, venue.id, 'approve'))).toBe('unauthenticated');
    expect(await failureCode(moderate(owner, venue.id, 'approve'))).toBe('forbidden');
    expect(await failureCode(list({ ...owner, role: 'consumer' }))).toBe('forbidden');
  });

  it('lists pending first then newest, searches name, city and slug whatever the accents and case, filters by status, pages, counts', async () => {
    const owner = merchant();
    const tag = randomUUID().slice(0, 6);
    const older = await create(owner, `Riad Zéphyr ${tag} A`, { city: 'Tétouan' });
    const approved = await create(owner, `Riad Zéphyr ${tag} B`, { city: 'Tétouan' });
    const newest = await create(owner, `Riad Zéphyr ${tag} C`, { city: 'Tétouan' });
    await moderate(admin, approved.id, 'approve');

    const page = await list(admin, { q: `ZEPHYR ${tag}` });
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 8 });
    expect(page.items.map((item) => item.id)).toEqual([newest.id, older.id, approved.id]);
    expect((await list(admin, { q: `zephyr ${tag}`, status: 'approved' })).items.map((item) => item.id)).toEqual([approved.id]);
    expect((await list(admin, { q: `${tag} b` })).items.map((item) => item.id)).toEqual([approved.id]);
    expect((await list(admin, { q: approved.slug })).items.map((item) => item.id)).toEqual([approved.id]);
    const second = await list(admin, { q: `zéphyr ${tag}`, page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.id)).toEqual([approved.id]);
    expect((await list(admin, { q: '100%_' })).total).toBe(0);
    const byCity = await list(admin, { q: 'tetouan', pageSize: 50 });
    expect(byCity.items.map((item) => item.id)).toEqual(expect.arrayContaining([older.id, approved.id, newest.id]));
  });

  it('keeps the totals without a search equal to the venues counted, through creations, decisions, edits and deletions', async () => {
    const counted = async () => {
      const rows = await sql<{ status: string; n: number }>('select status, count(*)::int as n from venues.venues group by status');
      return Object.fromEntries(rows.map((row) => [row.status, row.n])) as Record<string, number>;
    };
    const expectTotalsToMatch = async () => {
      const actual = await counted();
      expect((await list(admin)).total).toBe(Object.values(actual).reduce((sum, n) => sum + n, 0));
      for (const status of ['pending', 'approved', 'rejected'] as const) expect((await list(admin, { status })).total).toBe(actual[status] ?? 0);
    };
    const owner = merchant();
    await expectTotalsToMatch();
    const first = await create(owner, 'Dar Compte Un');
    const second = await create(owner, 'Dar Compte Deux');
    await expectTotalsToMatch();
    await moderate(admin, first.id, 'approve');
    await moderate(admin, second.id, 'reject', 'Adresse introuvable');
    await expectTotalsToMatch();
    // An edit that changes no status, and one that sends a rejected venue back to moderation.
    await sql('update venues.venues set vote_count = vote_count + 1 where id = ?', [first.id]);
    await new UpdateVenueUseCase(merchantRepository()).execute(owner, { venueId: second.id, changes: { description: 'Adresse corrigée' } });
    await expectTotalsToMatch();
    // Several rows in one statement, each way.
    await sql(`insert into venues.venues (slug, name, address, city, category_id, status)
      select 'dar-compte-lot-' || n || '-' || ?, 'Dar Compte Lot ' || n, '1 rue', 'Fès', 'cafe', (array['pending', 'approved', 'rejected'])[1 + n % 3]
      from generate_series(1, 7) as n`, [randomUUID().slice(0, 8)]);
    await expectTotalsToMatch();
    await sql(`delete from venues.venues where name like 'Dar Compte Lot %' or id = ?`, [first.id]);
    await expectTotalsToMatch();
  });

  it('lists one status newest first, and finds a venue by its new name and city once edited', async () => {
    const owner = merchant();
    const tag = randomUUID().slice(0, 6);
    const created = [];
    for (const letter of ['A', 'B', 'C']) created.push(await create(owner, `Dar Statut ${tag} ${letter}`));
    for (const venue of created) await moderate(admin, venue.id, 'approve');
    const approved = await list(admin, { q: `statut ${tag}`, status: 'approved' });
    expect(approved.items.map((item) => item.id)).toEqual(created.map((venue) => venue.id).reverse());
    expect((await list(admin, { q: `statut ${tag}`, status: 'pending' })).total).toBe(0);

    await sql('update venues.venues set name = ?, city = ? where id = ?', [`Ksar Renommé ${tag}`, 'Ouarzazate', created[0].id]);
    expect((await list(admin, { q: `KSAR RENOMME ${tag}` })).items.map((item) => item.id)).toEqual([created[0].id]);
    expect((await list(admin, { q: `statut ${tag}` })).total).toBe(2);
    expect((await list(admin, { q: 'ouarzazate', pageSize: 50 })).items.map((item) => item.id)).toContain(created[0].id);
  });

  it('writes the audit of an admin’s edit of a venue, not of its owner’s', async () => {
    const owner = merchant();
    const venue = await create(owner, 'Dar Moderation Cinq');
    await new UpdateVenueUseCase(merchantRepository()).execute(owner, { venueId: venue.id, changes: { description: 'Par le commerçant' } });
    expect(await outbox('audit.recorded', 'targetId', venue.id)).toHaveLength(0);
    await new UpdateVenueUseCase(merchantRepository()).execute(admin, { venueId: venue.id, changes: { description: 'Par un admin', tags: ['Terrasse'] } });
    const [edited] = await outbox('audit.recorded', 'targetId', venue.id);
    expect(edited.payload.payload).toMatchObject({
      actorUserId: admin.userId, action: 'venue.edited', targetLabel: 'Dar Moderation Cinq',
      before: { description: 'Par le commerçant', tags: '' }, after: { description: 'Par un admin', tags: 'Terrasse' },
    });
  });
});
