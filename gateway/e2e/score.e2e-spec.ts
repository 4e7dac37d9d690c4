import { NEXT_CURSOR_HEADER, SCORE_FORMULA_VERSION, SCORE_LEVELS, SCORING_MESSAGES, TEST_USERS, scoreLevel, type ApiErrorBody, type ConnectionDto, type MerchantStatsDto, type MerchantVenueDto, type ScoreBreakdownDto, type VenueDetailDto, type VenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { answerConsent, call, e2eSetting, until, untilDemoVenuesScored } from '@lieux/testing/e2e';

// The influence score through the running platform (issue 13): "Pourquoi ce score ?" of the demo
// venues scored by the pipeline, a venue without a connection, the admins' routes by role, and a
// connection switched off by its merchant reaching the venue page within 10 s.

// A hotel: the one kind of the demo present on the five platforms (demo-accounts.ts, DEMO_AUDIENCES).
const TOP_DEMO_SLUG = 'hotel-palmeraie-serenite-marrakech';
const PENDING_DEMO_SLUG = 'spa-rose-des-sables-rabat';

async function signInAs(role: 'admin' | 'merchant' | 'consumer'): Promise<string> {
  const user = TEST_USERS.find((candidate) => candidate.role === role)!;
  const answer = await call('POST', `/api/test/login/${user.id}`);
  if (!answer.session) throw new Error(`test login as ${role} failed: ${answer.status}`);
  return answer.session;
}

beforeAll(() => untilDemoVenuesScored(), 90_000);

describe('GET /api/places/{slug}/score', () => {
  it('explains a demo venue’s score: five platforms whose contributions add up to it, the formula version, its history', async () => {
    const answer = await call<ScoreBreakdownDto>('GET', `/api/places/${TOP_DEMO_SLUG}/score`);
    expect(answer.status).toBe(200);
    const breakdown = answer.body;
    expect(breakdown).toMatchObject({ state: 'scored', formulaVersion: SCORE_FORMULA_VERSION, computedAt: expect.any(String) });
    expect(breakdown.platforms.map((platform) => platform.provider)).toEqual(['instagram', 'tiktok', 'facebook', 'google', 'linkedin']);
    expect(breakdown.platforms.every((platform) => platform.counted && platform.inputs !== null)).toBe(true);
    const sum = breakdown.platforms.reduce((total, platform) => total + platform.contribution, 0);
    expect(Math.abs(sum - breakdown.score)).toBeLessThanOrEqual(0.1);
    expect(breakdown.history.length).toBeGreaterThanOrEqual(1);
    expect(breakdown.history.at(-1)?.score).toBe(breakdown.score);
    // The page shows the same number as its breakdown.
    const page = await call<VenueDetailDto>('GET', `/api/places/${TOP_DEMO_SLUG}`);
    expect(page.body.score).toBeCloseTo(breakdown.score, 1);
  });

  /** Every public venue, page after page of the home feed (other specs of the shared stack add venues). */
  async function wholeFeed(): Promise<VenueDto[]> {
    const venues: VenueDto[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call<VenueDto[]>>> = await call<VenueDto[]>('GET', `/api/feed/home?limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      venues.push(...page.body);
      cursor = page.headers.get(NEXT_CURSOR_HEADER);
    } while (cursor);
    return venues;
  }

  it('gives the demo venues, scored by the pipeline from their accounts, scores in every band', async () => {
    const scores = (await wholeFeed()).flatMap((venue) => (venue.score === null ? [] : [venue.score]));
    expect(new Set(scores.map(scoreLevel))).toEqual(new Set(SCORE_LEVELS));
  });

  it('says "not scored" for a venue without a connection, whose card shows no number', async () => {
    const unscored = (await wholeFeed()).find((venue) => venue.score === null);
    expect(unscored).toBeDefined();
    const answer = await call<ScoreBreakdownDto>('GET', `/api/places/${unscored!.slug}/score`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'not-scored', score: 0 });
    expect(answer.body.platforms.every((platform) => !platform.counted)).toBe(true);
  });

  it('answers the page’s 404 « Lieu introuvable » for an unknown slug or a venue the visitor may not see, and shows it to its owner', async () => {
    for (const slug of ['nulle-part', PENDING_DEMO_SLUG, '%25']) {
      const answer = await call<ApiErrorBody>('GET', `/api/places/${slug}/score`);
      expect({ slug, status: answer.status, body: answer.body }).toEqual({ slug, status: 404, body: { code: 'venue_not_found', message: SCORING_MESSAGES.venueNotFound } });
    }
    const owner = await call<ScoreBreakdownDto>('GET', `/api/places/${PENDING_DEMO_SLUG}/score`, { session: await signInAs('merchant') });
    expect(owner.status).toBe(200);
  });
});

describe('the admins’ score routes', () => {
  it.each(['/api/admin/scores/run', '/api/admin/scores/stale', '/api/admin/scores/flags'])('%s: 401 signed out, 403 for a consumer or a merchant, 200 for an admin', async (path) => {
    expect((await call<ApiErrorBody>('GET', path)).status).toBe(401);
    expect((await call<ApiErrorBody>('GET', path, { session: await signInAs('consumer') })).status).toBe(403);
    expect((await call<ApiErrorBody>('GET', path, { session: await signInAs('merchant') })).status).toBe(403);
    const admin = await call<unknown>('GET', path, { session: await signInAs('admin') });
    expect(admin.status).toBe(200);
  });
});

describe('a connection switched off by its merchant', () => {
  it('shows the account’s followers on the venue’s tiles and the dashboard, then changes the score and takes them off within 10 s', async () => {
    const signup = await call('POST', '/api/auth/signup', { body: { email: `nadia.${uniqueHex()}@example.ma`, password: 'motdepasse-solide', firstName: 'Nadia', lastName: 'Benali', role: 'merchant' } });
    const session = signup.session!;
    const venue = await call<MerchantVenueDto>('POST', '/api/venues', { session, body: { name: `Café ${uniqueHex()}`, categoryId: 'cafe', address: '12 rue Zankat', city: 'Rabat' } });
    expect(venue.status).toBe(201);
    const start = await call('GET', `/api/connections/instagram/authorize?venueId=${venue.body.id}`, { session });
    // A name whose figures the trust rule never holds (sandbox-accounts.ts), not a drawn one: the same score every run.
    const back = await answerConsent(start.headers.get('location')!, { decision: 'approve', account: 'cafe.zankat.clean' });
    expect((await call('GET', `${back.pathname}${back.search}`, { session })).status).toBe(302);
    const page = () => call<VenueDetailDto>('GET', `/api/places/${venue.body.slug}`, { session });
    const scored = await until(page, (answer) => answer.body.score !== null, 15_000);
    expect(scored.body.score).toEqual(expect.any(Number));
    // Free: the server's answer holds the figures and no series (issue 30) — nothing to blur in the browser.
    const free = await call<MerchantStatsDto>('GET', `/api/merchant/stats?days=7&venueId=${venue.body.id}`, { session });
    expect(free.body).toMatchObject({ analytics: 'pro-only', visitorsPerDay: [], votesPerDay: [] });
    expect(free.body.venues[0]).toMatchObject({ scoreHistory: [], votesPerDay: [], visitorsPerDay: [] });
    const userId = (await call<{ user: { id: string } }>('GET', '/api/auth/status', { session })).body.user.id;
    expect((await call('POST', `/api/admin/users/${userId}/plan`, { session: await signInAs('admin'), body: { plan: 'pro', reason: 'Analyses complètes' } })).status).toBe(200);
    await until(() => call<{ user: { subscription: string } }>('GET', '/api/auth/status', { session }), (answer) => answer.body.user.subscription === 'pro');
    // Pro: the dashboard's history is the breakdown's: today's point is the score the page shows.
    const stats = await call<MerchantStatsDto>('GET', `/api/merchant/stats?days=7&venueId=${venue.body.id}`, { session });
    expect(stats.body.analytics).toBe('full');
    expect(stats.body.votesPerDay).toHaveLength(7);
    const breakdownBefore = await call<ScoreBreakdownDto>('GET', `/api/places/${venue.body.slug}/score`, { session });
    expect(stats.body.venues[0]?.scoreHistory.map((point) => ({ day: point.computedAt.slice(0, 10), score: point.score }))).toEqual(breakdownBefore.body.history);
    expect(stats.body.venues[0]?.scoreHistory.at(-1)?.score).toBe(scored.body.score);

    // Figures from the account (issue 30): the followers the connections page shows, on the venue's
    // tiles and the dashboard, dated — through connection.measured, the venues read model and the gateway.
    const [connection] = (await call<ConnectionDto[]>('GET', `/api/connections?venueId=${venue.body.id}`, { session })).body;
    const followers = connection!.metrics.followers;
    expect(followers).toEqual(expect.any(Number));
    const measured = await until(page, (answer) => answer.body.metrics.instagramFollowers !== null, 10_000);
    expect(measured.body.metrics).toMatchObject({ instagramFollowers: followers, followers, totalEngagement: connection!.metrics.interactions30d, googleRating: null, measuredAt: expect.any(String) });
    expect(Date.now() - Date.parse(measured.body.metrics.measuredAt!)).toBeLessThan(120_000);
    const mine = (await call<MerchantVenueDto[]>('GET', '/api/merchant/venues', { session })).body;
    expect(mine.find((item) => item.id === venue.body.id)?.metrics.instagramFollowers).toBe(followers);
    const dashboard = await call<MerchantStatsDto>('GET', `/api/merchant/stats?days=7`, { session });
    expect(dashboard.body.totals.followers).toEqual({ current: followers, previous: null, changePercent: null });
    expect(dashboard.body.totals.figuresMeasuredAt).toBe(measured.body.metrics.measuredAt);

    const switchedAt = Date.now();
    expect((await call('PATCH', `/api/connections/${connection!.id}`, { session, body: { isActive: false } })).status).toBe(200);
    const after = await until(page, (answer) => answer.body.score === null, 10_000);
    const elapsedMs = Date.now() - switchedAt;
    expect(after.body.score).toBeNull();
    expect(elapsedMs).toBeLessThan(10_000);
    process.stdout.write(`connection switched off → new score on the venue page in ${elapsedMs} ms (${e2eSetting('E2E_BASE_URL')})\n`);
    const breakdown = await call<ScoreBreakdownDto>('GET', `/api/places/${venue.body.slug}/score`, { session });
    expect(breakdown.body).toMatchObject({ state: 'not-scored', score: 0 });
    // Switched off, its figures leave the tiles and the dashboard with it.
    const unmeasured = await until(page, (answer) => answer.body.metrics.measuredAt === null, 10_000);
    expect(unmeasured.body.metrics).toMatchObject({ instagramFollowers: null, followers: null, totalEngagement: null, measuredAt: null });
    const dashboardAfter = await call<MerchantStatsDto>('GET', `/api/merchant/stats?days=7`, { session });
    expect(dashboardAfter.body.totals.followers.current).toBeNull();
  });
});
