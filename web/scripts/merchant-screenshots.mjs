// Screenshots of the merchant workspace (/lieu/nouveau, /merchant/dashboard and its tabs, /merchant/venues,
// /merchant/venue/{id}/edit (and its deletion's confirmation) and /analytics, /merchant/onboarding, /merchant/upgrade, /merchant/content, the
// venue page's opening hours) at phone (375 px) and desktop (1280 px) widths, in French and Arabic, for a
// person to look at: `npm run screenshots:merchant -w @lieux/web` after a build. Serves web/dist with
// `vite preview`; the API is answered here with one merchant's data shaped by the contracts, so no
// gateway is needed. PNGs go to /work/shots/merchant-web/ (or the directory given as first argument).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';

const outDir = process.argv[2] ?? '/work/shots/merchant-web';
const WIDTHS = [375, 1280];
const LOCALES = ['fr', 'ar'];
const USER = {
  id: '00000000-0000-4000-8000-00000000a002',
  firstName: 'Karim',
  lastName: 'Bennani',
  email: 'karim@example.ma',
  role: 'merchant',
  profileImageUrl: null,
  subscription: 'free',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const CATEGORIES = ['restaurant', 'cafe', 'hotel', 'boutique', 'spa', 'bar', 'riad'].map((id) => ({ id, name: id }));
const metrics = { googleRating: 4.6, googleReviewCount: 312, instagramFollowers: 12400, followers: 15800, totalEngagement: 3200, measuredAt: '2026-11-22T02:00:00.000Z', igScore: 78, ttScore: null, fbScore: 64, liScore: null, gbScore: 81 };
const HOURS = [
  ...['monday', 'tuesday', 'wednesday', 'thursday'].map((day) => ({ day, opens: '08:00', closes: '22:00' })),
  { day: 'friday', opens: '08:00', closes: '12:30' },
  { day: 'friday', opens: '15:00', closes: '23:30' },
  { day: 'saturday', opens: '18:00', closes: '02:00' },
];
const venue = (id, name, status, extra = {}) => ({
  id,
  slug: name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9 ]/g, '').replace(/ +/g, '-'),
  name,
  address: '7 Derb el Magana, Talaa Kebira',
  city: 'Fès',
  country: 'Maroc',
  description: 'Un café culturel sur trois étages, terrasse sur les toits de la médina.',
  phone: '+212 5 35 63 78 55',
  website: 'https://cafeclock.com',
  phoneVerified: false,
  categoryId: 'cafe',
  latitude: 34.0622,
  longitude: -4.9784,
  tags: [{ id: 'rooftops', name: 'Rooftops' }, { id: 'brunch', name: 'Brunch' }],
  metrics,
  status,
  score: status === 'approved' ? 74 : null,
  voteCount: status === 'approved' ? 154 : 0,
  createdAt: '2026-11-10T10:00:00.000Z',
  openingHours: HOURS,
  connections: status === 'approved' ? [{ provider: 'instagram', accountRef: 'cafeclock.fes' }] : [],
  updatedAt: '2026-11-20T10:00:00.000Z',
  message: null,
  // Fields the edit screen reads since the mock was written (special hours, issue 26; photos and
  // verification, issue 11; names in other languages, issue 29).
  specialHours: [],
  photoCount: 3,
  verificationStatus: status === 'approved' ? 'approved' : 'not_submitted',
  coverPhotoId: null,
  whatsapp: null,
  nameAr: null,
  nameEn: null,
  descriptionAr: null,
  descriptionEn: null,
  alwaysOpen: false,
  permanentlyClosed: false,
  ...extra,
});
const VENUES = [
  venue('11111111-1111-4111-8111-111111111111', 'Café Clock', 'approved'),
  venue('22222222-2222-4222-8222-222222222222', 'Riad Laaroussa', 'pending', { categoryId: 'riad', description: null, openingHours: [], latitude: null, longitude: null }),
  venue('33333333-3333-4333-8333-333333333333', 'Dar Roumana', 'rejected', { categoryId: 'restaurant' }),
];
const days = (count, pattern) =>
  Array.from({ length: count }, (_, index) => ({ day: new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10), value: pattern(index) }));
const trend = (current, previous) => ({ current, previous, changePercent: previous ? Math.round(((current - previous) / previous) * 100) : null });
const totals = { visitors: trend(412, 350), votes: trend(38, 41), followers: trend(12400, null), engagement: trend(3200, null), figuresMeasuredAt: '2026-11-22T02:00:00.000Z' };
const visitorsPerDay = days(30, (index) => 8 + ((index * 7) % 11) + Math.round(index / 3));
const votesPerDay = days(30, (index) => ((index * 5) % 4) - (index % 7 === 0 ? 1 : 0));
const scoreHistory = days(30, (index) => 60 + Math.round(index / 2)).filter((_, index) => index % 3 === 0).map(({ day, value }) => ({ computedAt: `${day}T02:00:00.000Z`, score: value }));
const venueStats = (item) => ({ venueId: item.id, name: item.name, slug: item.slug, status: item.status, score: item.score, metrics: totals, visitorsPerDay, votesPerDay, scoreHistory });
const STATS = {
  days: 30,
  analytics: 'full',
  from: '2026-10-24',
  to: '2026-11-22',
  totals,
  visitorsPerDay,
  votesPerDay,
  venues: VENUES.map(venueStats),
  onboarding: { hasVenue: true, hasInstagram: true, hasFacebook: false, profileComplete: false, completedSteps: 2, totalSteps: 4 },
  goal: { metric: 'votes', target: 12, current: 7, progressPercent: 58, source: 'computed', weekStart: '2026-11-16' },
  tip: { id: 'add-description', venueId: VENUES[1].id },
};
const plan = (name, extra = {}) => ({
  plan: name,
  limit: name === 'pro' ? 5 : 1,
  used: VENUES.length,
  remaining: name === 'pro' ? 2 : 0,
  canCreateVenue: name === 'pro',
  pendingRequest: null,
  billing: 'manual',
  proPriceEurPerMonth: 29,
  ...extra,
});

mkdirSync(outDir, { recursive: true });
const server = await preview({ root: join(import.meta.dirname, '..'), logLevel: 'warn', preview: { port: 4893 } });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');

/** Answers the API for one merchant on `planName`; `fresh` is a new merchant with nothing yet. */
async function answer(page, { planName = 'free', pending = false, fresh = false } = {}) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const user = { ...USER, subscription: planName };
  const venues = fresh ? [] : VENUES;
  const json = (body) => (route) => route.fulfill({ json: body });
  await page.route('**/api/auth/status', json({ user, isAuthenticated: true }));
  await page.route('**/api/categories', json(CATEGORIES));
  await page.route('**/api/tags', json([{ id: 'rooftops', name: 'Rooftops' }, { id: 'brunch', name: 'Brunch' }, { id: 'wifi', name: 'Wifi' }]));
  await page.route('**/api/merchant/venues', json(venues));
  await page.route('**/api/merchant/venues/*', json(VENUES[0]));
  const request = pending ? { id: '44444444-4444-4444-8444-444444444444', plan: 'pro', status: 'pending', requestedAt: '2026-11-21T18:30:00.000Z', decidedAt: null } : null;
  await page.route('**/api/merchant/plan', json(fresh ? { ...plan(planName), used: 0, remaining: 1, canCreateVenue: true } : plan(planName, { pendingRequest: request })));
  // The server sends the series to Pro only (issue 30): Free's answer has the figures alone.
  const stats = planName === 'pro' ? STATS : { ...STATS, analytics: 'pro-only', visitorsPerDay: [], votesPerDay: [], venues: STATS.venues.map((item) => ({ ...item, visitorsPerDay: [], votesPerDay: [], scoreHistory: [] })) };
  await page.route('**/api/merchant/stats?*', json(fresh ? { ...stats, venues: [], tip: { id: 'create-venue', venueId: null } } : stats));
  await page.route('**/api/merchant/onboarding', json(fresh ? { ...STATS.onboarding, hasVenue: false, hasInstagram: false, completedSteps: 0 } : STATS.onboarding));
  await page.route('**/api/places/*', json({ ...VENUES[0], similar: [], photos: [], visitorsThisMonth: 231 }));
  await page.route('**/api/places/*/visit', (route) => route.fulfill({ status: 204 }));
  await page.route('**/api/site', (route) => route.abort());
}

try {
  for (const width of WIDTHS) {
    const browser = await launchTestBrowser({ width, height: 900 });
    const { page } = browser;
    page.on("pageerror", (error) => console.error("[page error]", error.message));
    page.on("console", (message) => { if (message.type() === "error") console.error("[console]", message.text().slice(0, 3000)); });
    const shot = async (name) => {
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });
      console.log(`${name}-${width}`);
    };
    const open = async (path) => {
      await page.goto(`${base}${path}`);
      await page.locator('h1').first().waitFor();
    };
    try {
      for (const locale of LOCALES) {
        await answer(page);
        await page.goto(`${base}/faq`);
        await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);

        await answer(page, { fresh: true });
        await open('/lieu/nouveau');
        await page.locator('.leaflet-container').waitFor();
        await shot(`new-venue-${locale}`);
        await page.locator('form button[type=submit]').click();
        await shot(`new-venue-errors-${locale}`);
        await open('/merchant/onboarding');
        await shot(`onboarding-new-${locale}`);
        await open('/merchant/dashboard');
        await shot(`dashboard-new-${locale}`);

        await answer(page);
        await open('/lieu/nouveau');
        await shot(`new-venue-limit-${locale}`);
        await open('/merchant/dashboard');
        await page.locator('[data-stat="venues"]').waitFor();
        await shot(`dashboard-${locale}`);
        await page.getByRole('tab').nth(1).click();
        await page.locator('[data-figure="visitors"]').waitFor();
        await shot(`dashboard-performance-${locale}`);
        await page.getByRole('tab').nth(2).click();
        await page.locator('[data-analytics="pro-only"]').waitFor();
        await shot(`dashboard-analytics-free-${locale}`);
        await open('/merchant/venues');
        await shot(`venues-${locale}`);
        await open(`/merchant/venue/${VENUES[0].id}/edit`);
        await page.locator('.leaflet-container').waitFor();
        await shot(`venue-edit-${locale}`);
        // Deleting the venue (issue 30 §5): the section at the end of the edit screen, then its confirmation.
        await page.locator('section[aria-labelledby="delete-venue-title"] button').click();
        await page.getByRole('dialog').waitFor();
        await shot(`venue-delete-dialog-${locale}`);
        await page.keyboard.press('Escape');
        await open('/merchant/onboarding');
        await shot(`onboarding-${locale}`);
        await open('/merchant/upgrade');
        await shot(`upgrade-${locale}`);
        await open('/merchant/content');
        await shot(`content-${locale}`);
        await open(`/venue/${VENUES[0].slug}`);
        await page.locator('[data-opening-hours]').waitFor();
        await shot(`venue-page-hours-${locale}`);

        await answer(page, { pending: true });
        await open('/merchant/upgrade');
        await shot(`upgrade-pending-${locale}`);

        await answer(page, { planName: 'pro' });
        await open('/merchant/dashboard');
        await page.getByRole('tab').nth(2).click();
        await page.locator('.recharts-surface').first().waitFor();
        await shot(`dashboard-analytics-pro-${locale}`);
        await open(`/merchant/venue/${VENUES[0].id}/analytics`);
        await page.locator('.recharts-surface').first().waitFor();
        await shot(`venue-analytics-pro-${locale}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
