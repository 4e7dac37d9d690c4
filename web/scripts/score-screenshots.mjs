// Screenshots of the score's screens (issue 13) at 375 and 1280 px, in French and Arabic, for a person
// to look at: the venue page with "Pourquoi ce score ?" opened (scored, seen by its owner with the
// advice; not scored yet; a visitor), the guide's formula tab, search cards with a venue not scored.
// web/dist is served by `vite preview`; the API is answered here with a breakdown shaped like the
// server's (contracts' ScoreBreakdownDto). The merchant's score history chart: merchant-screenshots.mjs.
// With `--live` it starts the e2e stack instead (the built platform, its demo venues scored by the real
// pipeline; under the e2e lock, E2E_PORT_OFFSET moves its ports) and shows a published venue's breakdown.
//   node web/scripts/score-screenshots.mjs [--live] [outDir]   (default /work/shots/score-screens)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';
import { chooseLocale, saveTiles } from './screenshot-tiles.mjs';

const live = process.argv.includes('--live');
const outDir = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? '/work/shots/score-screens';
const OWNER_VENUE = '00000000-0000-4000-8000-000000000001';
const NEW_VENUE = '00000000-0000-4000-8000-000000000002';

const metrics = { googleRating: 4.4, instagramFollowers: 2400, totalEngagement: 410, igScore: 50, ttScore: null, fbScore: null, liScore: null, gbScore: 62 };
const venue = (id, slug, name, score, extra = {}) => ({
  id, slug, name, address: 'Rue Hafa', city: 'Tanger', country: 'Maroc', description: `${name} : thé à la menthe face au détroit.`,
  phone: null, website: null, phoneVerified: false, categoryId: 'cafe', latitude: null, longitude: null, tags: [], metrics, status: 'approved',
  score, voteCount: 12, createdAt: '2026-11-01T10:00:00.000Z', cover: null, connections: [], similar: [], visitorsThisMonth: 48, openingHours: [], photos: [], ...extra,
});
const VENUES = [venue(OWNER_VENUE, 'cafe-hafa', 'Café Hafa', 26.8), venue(NEW_VENUE, 'cafe-nouveau', 'Café Nouveau', null, { metrics: { ...metrics, googleRating: null, instagramFollowers: null, totalEngagement: null, igScore: null, gbScore: null } })];

const platform = (provider, weight, counted, subScore, inputs, components, flags = []) => ({
  provider, counted, weight, subScore, contribution: Math.round(weight * subScore * 10) / 10, maxContribution: weight * 100, inputs, components, flags,
});
const none = (provider, weight) => platform(provider, weight, false, 0, null, null);
const now = Date.now();
const history = Array.from({ length: 40 }, (_, index) => ({
  day: new Date(now - (39 - index) * 86_400_000).toISOString().slice(0, 10),
  score: index < 25 ? 17.5 : 26.8,
}));
const SCORED = {
  venueId: OWNER_VENUE, state: 'scored', score: 26.8, level: 'average', formulaVersion: 1, computedAt: new Date(now - 3 * 3_600_000 - 600_000).toISOString(),
  platforms: [
    platform('instagram', 0.35, true, 50, { followers: 2400, posts30d: 4, interactions30d: 410, rating: null, reviewCount: null, measuredAt: null }, { audience: 0.68, engagement: 0.5, activity: 0.33, rating: null, volume: null }, ['growth-anomaly']),
    none('tiktok', 0.25),
    none('facebook', 0.15),
    platform('google', 0.15, true, 62, { followers: null, posts30d: null, interactions30d: null, rating: 4.4, reviewCount: 85, measuredAt: null }, { audience: null, engagement: null, activity: null, rating: 0.8, volume: 0.64 }),
    none('linkedin', 0.1),
  ],
  history,
};
const NOT_SCORED = { ...SCORED, venueId: NEW_VENUE, state: 'not-scored', score: 0, level: 'weak', computedAt: null, history: [], platforms: SCORED.platforms.map((item) => none(item.provider, item.weight)) };

/** Owner: a merchant whose venues are the two above (Facebook paused, to show "Réactivez"). */
async function answerApi(page, signedIn) {
  await page.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const json = (body, status = 200) => route.fulfill({ status, json: body });
    if (path === '/api/auth/status') return json(signedIn ? { isAuthenticated: true, user: { id: 'u1', email: 'salma@example.ma', firstName: 'Salma', lastName: 'Idrissi', role: 'merchant', subscription: 'free', profileImageUrl: null } } : { isAuthenticated: false, user: null });
    if (path === '/api/merchant/venues') return json(VENUES);
    if (path === '/api/connections') return json([{ id: 'c1', venueId: OWNER_VENUE, provider: 'facebook', isActive: false, status: 'active' }]);
    if (path === '/api/places/cafe-hafa/score') return json(SCORED);
    if (path === '/api/places/cafe-nouveau/score') return json(NOT_SCORED);
    if (path.endsWith('/visit')) return route.fulfill({ status: 204 });
    const place = VENUES.find((item) => path === `/api/places/${item.slug}`);
    if (place) return json(place);
    if (path === '/api/venues' || path === '/api/feed/home') return json(VENUES);
    if (path === '/api/categories') return json([{ id: 'cafe', name: 'cafe' }]);
    return json({ message: 'Introuvable' }, 404);
  });
}

const openWhy = async (page) => {
  await page.getByRole('button', { expanded: false }).filter({ hasText: /Pourquoi ce score|لماذا هذا المؤشر/ }).click();
  await page.locator('#score-why-panel [data-score-state]').waitFor();
  await page.waitForTimeout(1200);
};
const SHOTS = [
  { name: 'venue-owner-scored', path: '/venue/cafe-hafa', signedIn: true, act: async (page) => { await openWhy(page); await page.locator('#score-why-panel .recharts-surface').nth(1).waitFor(); } },
  { name: 'venue-owner-not-scored', path: '/venue/cafe-nouveau', signedIn: true, act: openWhy },
  { name: 'venue-visitor-scored', path: '/venue/cafe-hafa', signedIn: false, act: openWhy },
  { name: 'guide-formula', path: '/guide#formule-score', signedIn: false },
  { name: 'recherche-not-scored', path: '/recherche?q=cafe', signedIn: false, act: (page) => page.locator('[data-state="not-scored"]').first().waitFor() },
];

mkdirSync(outDir, { recursive: true });
const e2eStack = live ? await import('../../libs/testing/src/e2e/e2e-stack.mjs') : null;
const stack = live ? await e2eStack.startE2eStack() : null;
const server = live ? null : await preview({ root: join(import.meta.dirname, '..'), logLevel: 'warn', preview: { port: 4893 } });
const base = live ? process.env.E2E_BASE_URL : server.resolvedUrls.local[0].replace(/\/$/, '');
if (live) {
  // The best-scored published venue, as a visitor sees it (the page's own data, nothing answered here).
  let top = null;
  for (let attempt = 0; attempt < 120 && !(top?.score > 0); attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    [top] = await (await fetch(`${base}/api/feed/home`)).json();
  }
  SHOTS.splice(0, SHOTS.length, { name: 'venue-live-visitor', path: `/venue/${top.slug}`, signedIn: false, act: openWhy }, { name: 'explorer-live', path: '/explorer', signedIn: false });
}
try {
  for (const width of [375, 1280]) {
    for (const signedIn of [true, false]) {
      const browser = await launchTestBrowser({ width, height: 900 });
      try {
        if (!live) await answerApi(browser.page, signedIn);
        for (const locale of ['fr', 'ar']) {
          await chooseLocale(browser.page, base, locale);
          for (const shot of SHOTS.filter((candidate) => candidate.signedIn === signedIn)) {
            await browser.page.goto(`${base}${shot.path}`);
            await browser.page.locator('h1').first().waitFor();
            await shot.act?.(browser.page);
            await browser.page.waitForTimeout(400);
            await saveTiles(browser.page, { outDir, name: shot.name, locale, width, tile: width < 600 ? 1000 : 2600 });
          }
        }
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await server?.close();
  if (stack) await e2eStack.stopE2eStack(stack);
}
