import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { Actor, CreateVenueRequest } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { useVenuesDatabase } from '../../test/venues-database.fixture.js';
import { SearchVenuesUseCase, ShowPlaceUseCase } from '../../venues/app/venue-queries.usecases.js';
import { PostgresVenueSearch } from '../../venues/infra/venue-search.postgres.js';
import { PostgresVenueReadRepository } from '../../venues/infra/venue-read.repository.postgres.js';
import { MerchantStatsUseCase, OnboardingUseCase, SetWeeklyGoalUseCase, WeeklyGoalReader } from '../app/merchant-stats.usecases.js';
import { CreateVenueUseCase, ListMerchantVenuesUseCase, PlanUsageUseCase, UpdateVenueUseCase } from '../app/merchant-venues.usecases.js';
import { PostgresMerchantVenueRepository } from './merchant-venue.repository.postgres.js';

jest.setTimeout(60_000);

const merchant = (plan: Actor['plan'] = 'free'): Actor => ({ userId: randomUUID(), role: 'merchant', plan });
const form = (name: string, extra: Partial<CreateVenueRequest> = {}): CreateVenueRequest => ({ name, categoryId: 'cafe', address: '7 Derb el Magana', city: 'Fès', ...extra });
// Sunday 22 November 2026, 12:00 in Casablanca.
const NOW = new Date('2026-11-22T11:00:00Z');

describe('the merchant workspace on a real PostgreSQL', () => {
  const database = useVenuesDatabase();

  const repository = () => new PostgresMerchantVenueRepository(database().em.fork(), new EventOutbox());
  const create = (actor: Actor, request: CreateVenueRequest) => new CreateVenueUseCase(repository()).execute(actor, request);
  const update = (actor: Actor, venueId: string, changes: Parameters<UpdateVenueUseCase['execute']>[1]['changes']) =>
    new UpdateVenueUseCase(repository()).execute(actor, { venueId, changes });
  const stats = (actor: Actor, days: 7 | 30 | 90 = 7) => {
    const venues = repository();
    return new MerchantStatsUseCase(venues, new WeeklyGoalReader(venues), () => NOW).execute(actor, { days });
  };
  const sql = <T extends object>(text: string, params: unknown[] = []) => database().em.fork().execute<T[]>(text, params);
  const outbox = (subject: string, venueId: string) =>
    sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from venues.outbox where subject = ? and payload->'payload'->>'venueId' = ?`, [subject, venueId]);

  describe('creating a venue', () => {
    it('makes it pending, owned by the actor, with the spec’s slug, tags, hours, and venue.created in the outbox', async () => {
      const owner = merchant();
      const venue = await create(owner, form("Café L'Oasis & Co", { tags: ['Rooftop', 'Brunch'], openingHours: [{ day: 'monday', opens: '18:00', closes: '02:00' }], website: '', phone: '  ' }));
      expect(venue).toMatchObject({ slug: 'cafe-loasis-co', status: 'pending', country: 'Maroc', website: null, phone: null, message: 'Lieu créé avec succès !' });
      expect(venue.tags.map((tag) => tag.name)).toEqual(['Brunch', 'Rooftop']);
      expect(venue.openingHours).toEqual([{ day: 'monday', opens: '18:00', closes: '02:00' }]);
      const [{ owner_user_id }] = await sql<{ owner_user_id: string }>('select owner_user_id from venues.venues where id = ?', [venue.id]);
      expect(owner_user_id).toBe(owner.userId);
      const [event] = await outbox('venue.created', venue.id);
      expect(event.payload.payload).toMatchObject({ venueId: venue.id, slug: 'cafe-loasis-co', ownerUserId: owner.userId, status: 'pending' });
    });

    it('suffixes a taken slug: -2, then -3', async () => {
      const first = await create(merchant(), form('Le Riad Bleu'));
      const second = await create(merchant(), form('Le  Riad   Bleu'));
      const third = await create(merchant(), form('le riad bleu!'));
      expect([first.slug, second.slug, third.slug]).toEqual(['le-riad-bleu', 'le-riad-bleu-2', 'le-riad-bleu-3']);
    });

    it('refuses an unknown category', async () => {
      await expect(create(merchant(), form('Nulle Part', { categoryId: 'nope' }))).rejects.toMatchObject({ code: 'category_unknown' });
    });

    it('holds a free merchant to one venue, even with concurrent requests, and a pro to five', async () => {
      const free = merchant('free');
      const results = await Promise.allSettled([create(free, form('Premier')), create(free, form('Second'))]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'venue_limit_reached' } });

      const pro = { ...merchant('pro') };
      for (let index = 1; index <= 5; index += 1) await create(pro, form(`Pro ${index}`));
      await expect(create(pro, form('Pro 6'))).rejects.toMatchObject({ code: 'venue_limit_reached' });
      // Downgraded: the five stay, a new one is refused.
      await expect(create({ ...pro, plan: 'free' }, form('Encore'))).rejects.toMatchObject({ code: 'venue_limit_reached' });
      expect(await new PlanUsageUseCase(repository()).execute(pro)).toEqual({ used: 5 });
      expect(await new ListMerchantVenuesUseCase(repository()).execute({ ...pro, plan: 'free' })).toHaveLength(5);
    });

    it('refuses consumers', async () => {
      await expect(create({ userId: randomUUID(), role: 'consumer', plan: 'free' }, form('Chez Moi'))).rejects.toMatchObject({ code: 'merchant_only' });
    });
  });

  describe('editing a venue', () => {
    it('lets only its owner or an admin edit it', async () => {
      const owner = merchant();
      const venue = await create(owner, form('Dar Mima'));
      await expect(update(merchant(), venue.id, { description: 'Pirate' })).rejects.toMatchObject({ code: 'venue_not_owned' });
      await expect(update(owner, randomUUID(), { description: 'Nulle part' })).rejects.toMatchObject({ code: 'venue_not_found' });
      const byAdmin = await update({ userId: randomUUID(), role: 'admin', plan: 'free' }, venue.id, { description: 'Revue par un admin' });
      expect(byAdmin.description).toBe('Revue par un admin');
    });

    it('keeps an approved venue public for content, sends it back to moderation for its identity, and tells venue.updated', async () => {
      const owner = merchant();
      const venue = await create(owner, form('Le Fondouk'));
      await sql(`update venues.venues set status = 'approved', phone_verified = true, phone = '+212 5 00 00 00 00' where id = ?`, [venue.id]);

      const content = await update(owner, venue.id, { description: 'Cuisine de la médina', tags: ['Terrasse'], openingHours: [{ day: 'friday', opens: '12:00', closes: '15:00' }, { day: 'friday', opens: '19:00', closes: '23:30' }] });
      expect(content).toMatchObject({ status: 'approved', description: 'Cuisine de la médina', message: 'Lieu mis à jour' });
      expect(content.openingHours).toHaveLength(2);
      expect(content.tags).toEqual([{ id: 'terrasse', name: 'Terrasse' }]);

      const renamed = await update(owner, venue.id, { name: 'Le Fondouk Fès', phone: '+212 6 11 11 11 11' });
      expect(renamed).toMatchObject({ status: 'pending', name: 'Le Fondouk Fès', slug: 'le-fondouk', phoneVerified: true, message: expect.stringContaining('modération') });
      const events = (await outbox('venue.updated', venue.id)).map((row) => row.payload.payload);
      expect(events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ status: 'approved', previousStatus: 'approved', changedFields: ['description', 'tags', 'openingHours'] }),
          expect.objectContaining({ status: 'pending', previousStatus: 'approved', changedFields: ['name', 'phone'] }),
        ]),
      );
    });

    it('keeps the optional Arabic and English names and descriptions, searchable; a new Arabic name goes back to moderation, a description does not', async () => {
      const owner = merchant();
      const venue = await create(owner, form('Café Clock', { nameAr: ' مقهى الساعة ', nameEn: '', descriptionAr: 'جمل وموسيقى على السطح', descriptionEn: 'Camel burgers and rooftop music' }));
      expect(venue).toMatchObject({ nameAr: 'مقهى الساعة', nameEn: null, descriptionAr: 'جمل وموسيقى على السطح', descriptionEn: 'Camel burgers and rooftop music' });
      await sql(`update venues.venues set status = 'approved' where id = ?`, [venue.id]);
      const search = async (q: string) => (await new SearchVenuesUseCase(new PostgresVenueSearch(database().em.fork()), () => NOW).execute({ q })).venues.map((found) => found.id);
      expect(await search('السَّاعَة')).toEqual([venue.id]);
      expect(await search('camel burgers')).toEqual([venue.id]);
      expect((await update(owner, venue.id, { descriptionEn: 'Rooftop music' })).status).toBe('approved');
      expect(await search('camel')).toEqual([]);
      const renamed = await update(owner, venue.id, { nameAr: 'كافي كلوك' });
      expect(renamed).toMatchObject({ nameAr: 'كافي كلوك', status: 'pending' });
      expect((await update(owner, venue.id, { nameAr: 'كافي كلوك' })).status).toBe('pending');
    });

    it('shows the opening hours on the venue page', async () => {
      const owner = merchant();
      const venue = await create(owner, form('Horaires', { openingHours: [{ day: 'sunday', opens: '10:00', closes: '18:00' }, { day: 'monday', opens: '09:00', closes: '17:00' }] }));
      const page = await new ShowPlaceUseCase(new PostgresVenueReadRepository(database().em.fork())).execute(venue.slug, owner);
      expect(page.openingHours).toEqual([{ day: 'monday', opens: '09:00', closes: '17:00' }, { day: 'sunday', opens: '10:00', closes: '18:00' }]);
    });

    it('keeps 24/7, special hours, WhatsApp and "closed for good"; one answer to "when is it open"; special hours long past are not shown', async () => {
      const owner = merchant();
      // Dates far from any day the suite runs on: the entries of 2000 are over, those of 2099 to come.
      const holiday = { from: '2099-01-01', to: '2099-01-01', label: 'Nouvel an', periods: [] };
      const ramadan = { from: '2099-02-01', to: '2099-03-01', label: 'Ramadan', periods: [{ opens: '20:00', closes: '02:00' }] };
      const venue = await create(owner, form('Toujours', { alwaysOpen: true, whatsapp: ' +212 6 61 23 45 67 ', specialHours: [ramadan, holiday] }));
      expect(venue).toMatchObject({ alwaysOpen: true, openingHours: [], whatsapp: '+212 6 61 23 45 67', specialHours: [holiday, ramadan], permanentlyClosed: false });

      const weekly = await update(owner, venue.id, { openingHours: [{ day: 'monday', opens: '08:00', closes: '20:00' }] });
      expect(weekly).toMatchObject({ alwaysOpen: false, openingHours: [{ day: 'monday', opens: '08:00', closes: '20:00' }] });
      const always = await update(owner, venue.id, { alwaysOpen: true, whatsapp: '', permanentlyClosed: true, specialHours: [{ from: '2000-01-01', to: '2000-01-02', label: 'Passé', periods: [] }] });
      expect(always).toMatchObject({ alwaysOpen: true, openingHours: [], whatsapp: null, permanentlyClosed: true, specialHours: [], status: 'pending' });
      const [{ kept }] = await sql<{ kept: number }>('select count(*)::int as kept from venues.venue_special_hours where venue_id = ?', [venue.id]);
      expect(kept).toBe(1);

      const page = await new ShowPlaceUseCase(new PostgresVenueReadRepository(database().em.fork())).execute(venue.slug, owner);
      expect(page).toMatchObject({ alwaysOpen: true, permanentlyClosed: true, whatsapp: null });
    });
  });

  describe('stats', () => {
    it('sums the period’s votes and the previous period’s, per day, and never invents followers', async () => {
      const owner = merchant('pro');
      const a = await create(owner, form('Stat A'));
      const b = await create(owner, form('Stat B'));
      // What `connection.measured` leaves on the venue row (the figures' own test is the venue-connections one).
      await sql(`update venues.venues set instagram_followers = 1000, total_followers = 1200, figures_measured_at = '2026-11-21T02:00:00Z' where id = ?`, [a.id]);
      // 7-day period: 16–22 November; the previous: 9–15 November.
      for (const [venueId, day, votes] of [[a.id, '2026-11-22', 3], [a.id, '2026-11-16', 2], [b.id, '2026-11-20', -1], [a.id, '2026-11-15', 4], [b.id, '2026-11-09', 1], [a.id, '2026-11-08', 50]] as const) {
        await sql('insert into venues.venue_vote_days (venue_id, day, votes) values (?, ?, ?)', [venueId, day, votes]);
      }
      const result = await stats(owner, 7);
      expect(result).toMatchObject({ days: 7, analytics: 'full', from: '2026-11-16', to: '2026-11-22' });
      expect(result.totals.votes).toEqual({ current: 4, previous: 5, changePercent: -20 });
      expect(result.totals.followers).toEqual({ current: 1200, previous: null, changePercent: null });
      expect(result.totals.engagement).toEqual({ current: null, previous: null, changePercent: null });
      expect(result.totals.figuresMeasuredAt).toBe('2026-11-21T02:00:00.000Z');
      expect(result.venues.find((venue) => venue.venueId === b.id)?.metrics.figuresMeasuredAt).toBeNull();
      expect(result.votesPerDay.map((point) => point.value)).toEqual([2, 0, 0, 0, -1, 0, 3]);
      const statsA = result.venues.find((venue) => venue.venueId === a.id);
      expect(statsA?.metrics.votes).toEqual({ current: 5, previous: 4, changePercent: 25 });
      expect(statsA?.scoreHistory).toEqual([]);
      // This week (from Monday 16th): 4 net votes; the four weeks before: 4 + 50 + 0 + 0 (+ 1) → computed target.
      expect(result.goal).toMatchObject({ metric: 'votes', current: 4, source: 'computed', weekStart: '2026-11-16', target: Math.ceil(((5 + 50) / 4) * 1.2) });
      expect(result.tip.venueId).not.toBeNull();

      const goal = await new SetWeeklyGoalUseCase(repository(), new WeeklyGoalReader(repository()), () => NOW).execute(owner, { target: 8 });
      expect(goal).toMatchObject({ target: 8, current: 4, progressPercent: 50, source: 'merchant' });
      expect((await stats(owner)).goal.source).toBe('merchant');
    });

    it('answers a free merchant the four figures alone: no series per day, whatever the browser asks (issue 30)', async () => {
      const owner = merchant('free');
      const venue = await create(owner, form('Gratuit'));
      await sql('insert into venues.venue_vote_days (venue_id, day, votes) values (?, ?, ?)', [venue.id, '2026-11-21', 3]);
      const result = await stats(owner, 7);
      expect(result.analytics).toBe('pro-only');
      expect(result.totals.votes.current).toBe(3);
      expect(result.votesPerDay).toEqual([]);
      expect(result.visitorsPerDay).toEqual([]);
      expect(result.venues.map((item) => [item.votesPerDay, item.visitorsPerDay, item.scoreHistory])).toEqual([[[], [], []]]);
    });

    it('computes the onboarding facts from the venues', async () => {
      const owner = merchant();
      const onboarding = () => new OnboardingUseCase(repository()).execute(owner);
      expect(await onboarding()).toMatchObject({ hasVenue: false, completedSteps: 0 });
      const venue = await create(owner, form('Profil', { description: 'Une description de plus de trente caractères.', phone: '+212 5 22 00 00 00', tags: ['Wifi'], openingHours: [{ day: 'monday', opens: '08:00', closes: '20:00' }] }));
      await sql(`insert into venues.venue_connections (venue_id, provider, account_ref) values (?, 'instagram', 'profil.ma')`, [venue.id]);
      expect(await onboarding()).toEqual({ hasVenue: true, hasInstagram: true, hasFacebook: false, profileComplete: true, completedSteps: 3, totalSteps: 4 });
    });
  });
});
