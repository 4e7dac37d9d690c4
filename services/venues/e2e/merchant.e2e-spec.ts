import Stripe from 'stripe';
import {
  TEST_USERS,
  VALIDATION_MESSAGES,
  type ApiErrorBody,
  type AuthStatusDto,
  type MerchantStatsDto,
  type MerchantVenueDto,
  type OnboardingDto,
  type PlanDto,
  type PlanRequestAdminDto,
  type StripeWebhookReplyDto,
  type UpgradeResultDto,
  type VenueDetailDto,
  type WeeklyGoalDto,
} from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { approveVenueAsAdmin, awayFromMoroccanMidnight, call, e2eSetting, E2E_TEST_TIMEOUT_MS, queryE2eDatabase } from '@lieux/testing/e2e';

// The merchant workspace (issue 10) through the running gateway and services: creating and editing venues, the
// plan limits, the upgrade paths (a request an admin grants; Stripe's signed webhook), the figures.

async function signUp(extra: Record<string, unknown> = {}) {
  const account = { email: `salma.${uniqueHex()}@example.ma`, password: 'motdepasse-solide', firstName: 'Salma', lastName: 'Bennani' };
  const answer = await call('POST', '/api/auth/signup', { body: { ...account, ...extra } });
  if (answer.status !== 201 || !answer.session) throw new Error(`sign-up failed: ${answer.status}`);
  return { account, session: answer.session };
}
const status = (session?: string) => call<AuthStatusDto>('GET', '/api/auth/status', { session });

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const merchant = () => signUp({ role: 'merchant' });
const form = (name: string, extra: Record<string, unknown> = {}) => ({ name, categoryId: 'cafe', address: '12 rue de la Kasbah', city: 'Rabat', ...extra });
const createVenue = (session: string, body: Record<string, unknown>) => call<MerchantVenueDto & ApiErrorBody>('POST', '/api/venues', { session, body });

async function adminSession(): Promise<string> {
  const admin = TEST_USERS.find((user) => user.role === 'admin');
  const answer = await call('POST', `/api/test/login/${admin?.id}`);
  return answer.session as string;
}

const sql = queryE2eDatabase;

/** The session follows `user.plan-changed` (outbox → JetStream → gateway): wait for that signal, not a fixed time. */
async function planOfSession(session: string, expected: 'free' | 'pro'): Promise<string | undefined> {
  const deadline = Date.now() + 10_000;
  let plan: string | undefined;
  while (Date.now() < deadline) {
    plan = (await status(session)).body.user?.subscription;
    if (plan === expected) return plan;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return plan;
}

function stripeWebhook(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, livemode: false, pending_webhooks: 1, request: null, ...event });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? e2eSetting('E2E_STRIPE_WEBHOOK_SECRET'), ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  return fetch(`${e2eSetting('E2E_BASE_URL')}/api/billing/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
}
const checkoutCompleted = (userId: string) => ({
  id: `evt_${uniqueHex()}`,
  type: 'checkout.session.completed',
  data: { object: { object: 'checkout.session', mode: 'subscription', payment_status: 'paid', client_reference_id: userId, metadata: { userId } } },
});

describe('POST /api/venues', () => {
  it('answers every field error with the spec’s French message', async () => {
    const { session } = await merchant();
    const empty = await createVenue(session, {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation_failed');
    const messages = Object.fromEntries((empty.body.errors ?? []).map((error) => [error.field, error.messages]));
    expect(messages.name).toContain('Le nom doit contenir au moins 2 caractères');
    expect(messages.categoryId).toContain('Sélectionnez une catégorie');
    expect(messages.address).toContain("L'adresse doit contenir au moins 5 caractères");
    expect(messages.city).toContain('La ville doit contenir au moins 2 caractères');

    const short = await createVenue(session, { name: 'A', categoryId: 'cafe', address: '12 r', city: 'R', website: 'pas-une-url', latitude: 33.9 });
    const shortMessages = Object.fromEntries((short.body.errors ?? []).map((error) => [error.field, error.messages]));
    expect(shortMessages).toMatchObject({
      name: [VALIDATION_MESSAGES.venueNameMin],
      address: [VALIDATION_MESSAGES.addressMin],
      city: [VALIDATION_MESSAGES.cityMin],
      website: [VALIDATION_MESSAGES.invalidUrl],
      longitude: ['Indiquez la latitude et la longitude ensemble'],
    });
    const extras = await createVenue(session, form('Les Extras', {
      country: 'France',
      phone: 'appelez-moi',
      description: 'x'.repeat(2001),
      tags: Array.from({ length: 11 }, (_, index) => `Tag ${index}`),
      openingHours: [{ day: 'lundi', opens: '9h', closes: '18:00' }],
      couleur: 'bleu',
    }));
    expect(extras.status).toBe(400);
    const extraMessages = (extras.body.errors ?? []).flatMap((error) => error.messages);
    for (const message of [
      'Pays invalide',
      'Numéro de téléphone invalide',
      'La description doit contenir au plus 2000 caractères',
      'Au plus 10 tags de 2 à 30 caractères',
      'Horaires invalides : un jour de la semaine et des heures HH:MM',
      "Ce champ n'est pas attendu",
    ]) {
      expect(extraMessages).toContain(message);
    }
    const unknownCategory = await createVenue(session, form('Nulle Part', { categoryId: 'inexistante' }));
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body).toEqual({ message: 'Sélectionnez une catégorie', code: 'category_unknown' });
  });

  it('creates a pending venue owned by the signed-in merchant, slug from the name, whatever slug and owner the body says', async () => {
    const { session } = await merchant();
    const other = await merchant();
    const hex = uniqueHex();
    const created = await createVenue(session, form(`Café L'Oasis & Zaïtouna ${hex}`, { slug: 'pirate', ownerUserId: TEST_USERS[0]?.id, website: '', country: 'Maroc', latitude: 34.02, longitude: -6.83 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: `Café L'Oasis & Zaïtouna ${hex}`, slug: `cafe-loasis-zaitouna-${hex}`, status: 'pending', country: 'Maroc', website: null, message: 'Lieu créé avec succès !' });
    // The same name by another merchant: the next free suffix.
    const twin = await createVenue(other.session, form(`Café L’Oasis — Zaïtouna ${hex}`));
    expect(twin.body.slug).toBe(`cafe-loasis-zaitouna-${hex}-2`);

    const mine = await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session });
    expect(mine.body.map((venue) => venue.id)).toEqual([created.body.id]);
    const theirs = await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session: other.session });
    expect(theirs.body.map((venue) => venue.id)).toEqual([twin.body.id]);
    // Pending: hidden from visitors, shown to its owner.
    expect((await call('GET', `/api/places/${created.body.slug}`)).status).toBe(404);
    expect((await call<VenueDetailDto>('GET', `/api/places/${created.body.slug}`, { session })).body.status).toBe('pending');
  });

  it('is for merchants: 401 signed out, 403 for a consumer', async () => {
    expect((await call<ApiErrorBody>('POST', '/api/venues', { body: form('Sans Compte') })).body).toEqual({ message: 'Connectez-vous pour continuer.', code: 'unauthenticated' });
    const consumer = await signUp();
    expect((await createVenue(consumer.session, form('Chez Moi'))).status).toBe(403);
  });
});

describe('plan limits and the upgrade', () => {
  it('holds Free to one venue (403 in French), then lets an admin grant a Pro request, and Pro to five', async () => {
    const { session } = await merchant();
    expect((await createVenue(session, form(`Premier ${uniqueHex()}`))).status).toBe(201);
    const refused = await createVenue(session, form(`Second ${uniqueHex()}`));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Limite atteinte : votre offre ne permet pas de créer un lieu de plus. Passez à Pro pour en ajouter.', code: 'venue_limit_reached' });
    expect((await call<PlanDto>('GET', '/api/merchant/plan', { session })).body).toEqual({
      plan: 'free', limit: 1, used: 1, remaining: 0, canCreateVenue: false, pendingRequest: null, billing: 'manual', proPriceEurPerMonth: 29,
    });

    // Without STRIPE_SECRET_KEY: a request, pending, never a plan change by itself.
    const upgrade = await call<UpgradeResultDto>('POST', '/api/merchant/upgrade', { session });
    expect(upgrade.status).toBe(200);
    expect(upgrade.body).toMatchObject({ outcome: 'pending', checkoutUrl: null, request: { status: 'pending', plan: 'pro' }, message: 'Demande de passage à Pro envoyée : un administrateur la validera.' });
    expect((await call<ApiErrorBody>('POST', '/api/merchant/upgrade', { session })).body.code).toBe('upgrade_already_requested');
    expect((await call<PlanDto>('GET', '/api/merchant/plan', { session })).body).toMatchObject({ plan: 'free', pendingRequest: { id: upgrade.body.request?.id } });
    expect((await call('GET', '/api/billing/plan-requests', { session })).status).toBe(403);

    const admin = await adminSession();
    const pending = await call<PlanRequestAdminDto[]>('GET', '/api/billing/plan-requests', { session: admin });
    expect(pending.body.map((request) => request.id)).toContain(upgrade.body.request?.id);
    const granted = await call<PlanRequestAdminDto>('POST', `/api/billing/plan-requests/${upgrade.body.request?.id}/grant`, { session: admin });
    expect(granted.body).toMatchObject({ status: 'granted' });
    expect(await planOfSession(session, 'pro')).toBe('pro');

    for (let index = 2; index <= 5; index += 1) expect((await createVenue(session, form(`Pro ${index} ${uniqueHex()}`))).status).toBe(201);
    expect((await createVenue(session, form(`Pro 6 ${uniqueHex()}`))).body.code).toBe('venue_limit_reached');
    expect((await call<PlanDto>('GET', '/api/merchant/plan', { session })).body).toMatchObject({ plan: 'pro', limit: 5, used: 5, remaining: 0, canCreateVenue: false, pendingRequest: null });
  });

  it('applies a signed Stripe webhook once, refuses bad and old signatures, and a downgrade keeps the venues', async () => {
    const { session, account } = await merchant();
    const me = (await status(session)).body as AuthStatusDto;
    const userId = me.user?.id as string;
    expect((await createVenue(session, form(`Stripe ${uniqueHex()}`))).status).toBe(201);

    const event = checkoutCompleted(userId);
    const bad = await stripeWebhook(event, { secret: 'whsec_wrongSecret' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Signature Stripe invalide.', code: 'stripe_signature_invalid' });
    const old = await stripeWebhook(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(old.status).toBe(400);
    const unsigned = await fetch(`${e2eSetting('E2E_BASE_URL')}/api/billing/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect(await planOfSession(session, 'free')).toBe('free');

    const applied = await stripeWebhook(event);
    expect(applied.status).toBe(200);
    expect((await applied.json()) as StripeWebhookReplyDto).toEqual({ received: true, duplicate: false });
    expect(await planOfSession(session, 'pro')).toBe('pro');
    expect((await createVenue(session, form(`Stripe deux ${uniqueHex()}`))).status).toBe(201);

    const deleted = await stripeWebhook({ id: `evt_${uniqueHex()}`, type: 'customer.subscription.deleted', data: { object: { object: 'subscription', metadata: { userId } } } });
    expect(deleted.status).toBe(200);
    expect(await planOfSession(session, 'free')).toBe('free');
    // The checkout event redelivered: already applied, the user stays Free.
    expect((await (await stripeWebhook(event)).json()) as StripeWebhookReplyDto).toEqual({ received: true, duplicate: true });
    expect((await call<AuthStatusDto>('POST', '/api/auth/login-local', { body: { email: account.email, password: account.password } })).body.user?.subscription).toBe('free');
    // Downgraded: both venues stay, a third is refused.
    expect((await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session })).body).toHaveLength(2);
    expect((await createVenue(session, form(`Stripe trois ${uniqueHex()}`))).body.code).toBe('venue_limit_reached');
  });
});

describe('PATCH /api/venues/{id}', () => {
  it('refuses another merchant’s venue (403 in French), lets the owner and an admin edit, and sends identity edits of a published venue back to moderation', async () => {
    const { session } = await merchant();
    const intruder = await merchant();
    const hex = uniqueHex();
    const venue = (await createVenue(session, form(`Dar Mima ${hex}`))).body;
    await approveVenueAsAdmin(venue.id);

    const refused = await call<ApiErrorBody>('PATCH', `/api/venues/${venue.id}`, { session: intruder.session, body: { description: 'Pirate' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Ce lieu ne vous appartient pas : vous ne pouvez pas le modifier.', code: 'venue_not_owned' });
    expect((await call('PATCH', `/api/venues/${venue.id}`, { body: { description: 'Anonyme' } })).status).toBe(401);
    expect((await call('PATCH', '/api/venues/pas-un-id', { session, body: { description: 'x' } })).status).toBe(404);
    const invalid = await call<ApiErrorBody>('PATCH', `/api/venues/${venue.id}`, { session, body: { website: 'ftp:/x', openingHours: [{ day: 'lundi', opens: '9h', closes: '18:00' }] } });
    expect(invalid.status).toBe(400);

    const content = await call<MerchantVenueDto>('PATCH', `/api/venues/${venue.id}`, {
      session,
      body: { description: 'Une maison d’hôtes au cœur de la médina de Rabat.', tags: ['Terrasse', 'Wifi'], openingHours: [{ day: 'monday', opens: '09:00', closes: '23:00' }], phone: '+212 5 37 00 00 00' },
    });
    expect(content.status).toBe(200);
    expect(content.body).toMatchObject({ status: 'approved', message: 'Lieu mis à jour', openingHours: [{ day: 'monday', opens: '09:00', closes: '23:00' }] });
    expect(content.body.tags.map((tag) => tag.name)).toEqual(['Terrasse', 'Wifi']);
    // On the public page and in its JSON-LD.
    const page = await call<VenueDetailDto>('GET', `/api/places/${venue.slug}`);
    expect(page.body.openingHours).toEqual([{ day: 'monday', opens: '09:00', closes: '23:00' }]);
    const html = await (await fetch(`${e2eSetting('E2E_BASE_URL')}/venue/${venue.slug}`)).text();
    expect(html).toContain('"openingHoursSpecification"');

    const renamed = await call<MerchantVenueDto>('PATCH', `/api/venues/${venue.id}`, { session, body: { name: `Dar Mima Rabat ${hex}` } });
    expect(renamed.body).toMatchObject({ status: 'pending', slug: venue.slug, message: 'Lieu mis à jour : il repasse en modération avant d’être à nouveau publié.' });

    const admin = await adminSession();
    expect((await call<MerchantVenueDto>('PATCH', `/api/venues/${venue.id}`, { session: admin, body: { website: 'https://darmima.ma' } })).body.website).toBe('https://darmima.ma');
    expect((await call<MerchantVenueDto>('GET', `/api/merchant/venues/${venue.id}`, { session })).body.website).toBe('https://darmima.ma');
    expect((await call('GET', `/api/merchant/venues/${venue.id}`, { session: intruder.session })).status).toBe(403);
  });
});

describe('GET /api/merchant/stats and the onboarding', () => {
  // The test writes today's figures and reads them back: never across a Moroccan midnight.
  beforeEach(() => awayFromMoroccanMidnight(), E2E_TEST_TIMEOUT_MS + 10_000);

  it('gives real numbers: distinct visitors per day, net votes per day, with the previous period; nothing invented', async () => {
    const { session } = await merchant();
    // The per-day series are Pro's (issue 30: the server sends Free none): this merchant is Pro.
    const userId = (await status(session)).body.user?.id;
    expect((await call('POST', `/api/admin/users/${userId}/plan`, { session: await adminSession(), body: { plan: 'pro', reason: 'Analyses complètes' } })).status).toBe(200);
    expect(await planOfSession(session, 'pro')).toBe('pro');
    const venue = (await createVenue(session, form(`Chiffres ${uniqueHex()}`, { description: 'Un café de quartier avec une grande terrasse ombragée.', phone: '+212 5 37 11 11 11', tags: ['Terrasse'], openingHours: [{ day: 'friday', opens: '08:00', closes: '20:00' }] }))).body;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' }).format(new Date());
    await sql(`insert into venues.venue_vote_days (venue_id, day, votes) values ($1, $2::date, 3), ($1, $2::date - 1, 2), ($1, $2::date - 8, 4)`, [venue.id, today]);
    // Two browsers visit the page, one twice.
    for (const visitor of ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB', 'AAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await call('POST', `/api/places/${venue.id}/visit`, { headers: { 'user-agent': BROWSER, cookie: `lieux_visitor=${visitor}` } })).status).toBe(204);
    }

    const stats = await call<MerchantStatsDto>('GET', '/api/merchant/stats?days=7', { session });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ days: 7, to: today, analytics: 'full' });
    expect(stats.body.totals.visitors).toEqual({ current: 2, previous: 0, changePercent: null });
    expect(stats.body.totals.votes).toEqual({ current: 5, previous: 4, changePercent: 25 });
    expect(stats.body.totals.followers).toEqual({ current: null, previous: null, changePercent: null });
    expect(stats.body.visitorsPerDay).toHaveLength(7);
    expect(stats.body.visitorsPerDay.at(-1)).toEqual({ day: today, value: 2 });
    expect(stats.body.votesPerDay.slice(-2).map((point) => point.value)).toEqual([2, 3]);
    expect(stats.body.venues[0]).toMatchObject({ venueId: venue.id, scoreHistory: [], metrics: { visitors: { current: 2 } } });
    expect(stats.body.onboarding).toMatchObject({ hasVenue: true, hasInstagram: false, profileComplete: true, completedSteps: 2, totalSteps: 4 });
    expect(stats.body.goal).toMatchObject({ metric: 'votes', source: 'computed' });
    expect(stats.body.tip).toMatchObject({ venueId: venue.id });

    const badPeriod = await call<ApiErrorBody>('GET', '/api/merchant/stats?days=5', { session });
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.errors?.[0]?.messages).toEqual(['Période invalide : 7, 30 ou 90 jours']);
    expect((await call('GET', '/api/merchant/stats')).status).toBe(401);

    expect((await call<ApiErrorBody>('PUT', '/api/merchant/goal', { session, body: { target: 0 } })).status).toBe(400);
    expect((await call<WeeklyGoalDto>('PUT', '/api/merchant/goal', { session, body: { target: 10 } })).body).toMatchObject({ target: 10, source: 'merchant' });
    expect((await call<WeeklyGoalDto>('PUT', '/api/merchant/goal', { session, body: { target: null } })).body.source).toBe('computed');
    expect((await call<OnboardingDto>('GET', '/api/merchant/onboarding', { session })).body).toMatchObject({ hasVenue: true, completedSteps: 2 });
  });
});
