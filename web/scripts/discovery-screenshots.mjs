// Screenshots of the discovery screens (/landing, /search, /recherche list and map, its filters,
// /explorer feed and grid, /venue/{slug}, an unknown venue) at phone (375 px) and desktop (1280 px)
// widths, in French and Arabic, for a person to look at: `npm run screenshots:discovery -w @lieux/web`.
// With `--live` the script starts the e2e stack (the built platform with its demo data, on its own
// database; E2E_PORT_OFFSET moves its ports; run it under the e2e lock) and shows real data;
// without it, web/dist is served by `vite preview` and the API is answered here from a few sample
// venues. PNGs go to /tmp/discovery-shots/ (or the first other argument); nothing is committed.
// `--locales=ar,en` picks the languages, `--only=recherche,recherche-map,venue` the shots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';

const live = process.argv.includes('--live');
const outDir = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? '/tmp/discovery-shots';
const WIDTHS = [375, 1280];
/** `--locales=ar,en` (French and Arabic by default); `--only=recherche,venue` some shots only. */
const option = (name) => process.argv.find((argument) => argument.startsWith(`--${name}=`))?.split('=')[1]?.split(',');
const LOCALES = option('locales') ?? ['fr', 'ar'];
const ONLY = option('only');

const venue = (slug, name, city, categoryId, score, lat, lng, extra = {}) => ({
  id: `00000000-0000-4000-8000-${String(slug.length).padStart(4, '0')}${slug.slice(0, 8).padEnd(8, '0').replace(/[^0-9a-f]/g, 'a')}`,
  slug,
  name,
  address: '12 rue de la Liberté',
  city,
  country: 'Maroc',
  description: `${name} : une adresse appréciée à ${city}, terrasse, cuisine du marché et accueil chaleureux.`,
  phone: '+212 5 22 00 00 00',
  website: 'https://example.ma',
  phoneVerified: score > 60,
  categoryId,
  latitude: lat,
  longitude: lng,
  tags: [
    { id: 'terrasse', name: 'terrasse' },
    { id: 'wifi', name: 'wifi' },
    { id: 'brunch', name: 'Brunch' },
    { id: 'rooftops', name: 'Rooftops' },
    { id: 'livraison', name: 'livraison' },
  ],
  metrics: { googleRating: 4.5, instagramFollowers: 12400, totalEngagement: 3250, igScore: 88, ttScore: 71, fbScore: null, liScore: null, gbScore: 64 },
  status: 'approved',
  score,
  voteCount: 154,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

const VENUES = [
  venue('cafe-clock-fes', 'Café Clock', 'Fès', 'cafe', 86, 34.0622, -4.9784),
  venue('le-cabestan', 'Le Cabestan', 'Casablanca', 'restaurant', 74, 33.5945, -7.6690),
  venue('dar-yacout', 'Dar Yacout', 'Marrakech', 'restaurant', 55, 31.6340, -7.9890),
  venue('cafe-maure-rabat', 'Café Maure', 'Rabat', 'cafe', 32, 34.0250, -6.8370, { metrics: { googleRating: null, instagramFollowers: 800, totalEngagement: null, igScore: null, ttScore: null, fbScore: null, liScore: null, gbScore: null } }),
  venue('hotel-continental-tanger', 'Hôtel Continental', 'Tanger', 'hotel', 67, 35.7870, -5.8120),
  venue('spa-agadir', 'Spa Atlantique', 'Agadir', 'spa', 81, 30.4200, -9.6000),
];

async function answerApi(page) {
  await page.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    if (path === '/api/auth/status') return route.fulfill({ json: { user: null, isAuthenticated: false } });
    if (path === '/api/categories') return route.fulfill({ json: ['restaurant', 'cafe', 'hotel', 'boutique', 'spa', 'bar', 'riad', 'hammam', 'patisserie'].map((id) => ({ id, name: id })) });
    if (path === '/api/stats/public') return route.fulfill({ json: { venues: 1284, cities: 6, votes: 15230 } });
    if (path === '/api/feed/home') return route.fulfill({ json: VENUES, headers: { 'x-next-cursor': 'page-2' } });
    if (path === '/api/venues') return route.fulfill({ json: url.searchParams.get('q') === 'xylophone' ? [] : VENUES.slice(0, 4) });
    if (path.startsWith('/api/places/') && path.endsWith('/visit')) return route.fulfill({ status: 204 });
    if (path.startsWith('/api/places/')) {
      const found = VENUES.find((candidate) => `/api/places/${candidate.slug}` === path);
      return found
        ? route.fulfill({ json: { ...found, connections: [{ provider: 'instagram', accountRef: 'cafeclock.fes' }, { provider: 'facebook', accountRef: 'CafeClockFes' }], similar: VENUES.slice(1, 4), visitorsThisMonth: 231 } })
        : route.fulfill({ status: 404, json: { message: 'Lieu introuvable', code: 'venue_not_found' } });
    }
    return route.fulfill({ status: 404, json: { message: 'Introuvable' } });
  });
}

/** Each shot: a path and what to do there before the picture. */
const SHOTS = [
  { name: 'landing', path: '/landing' },
  { name: 'search-home', path: '/search' },
  { name: 'recherche', path: '/recherche?q=cafe+rabat' },
  { name: 'recherche-filters', path: '/recherche?q=cafe&minScore=60', act: (page) => page.getByRole('button', { expanded: true }).waitFor() },
  { name: 'recherche-map', path: '/recherche?q=cafe+rabat', act: async (page) => { await page.locator('label').filter({ hasText: /Carte|خريطة|Map/ }).click(); await page.locator('.lieux-venue-marker').first().waitFor(); await page.waitForTimeout(800); } },
  { name: 'recherche-empty', path: '/recherche?q=xylophone' },
  { name: 'explorer', path: '/explorer' },
  { name: 'explorer-grid', path: '/explorer', act: async (page) => { await page.locator('label').filter({ hasText: /Grille|شبكة/ }).click(); await page.getByRole('button', { name: /Filtres|المرشحات/ }).click(); } },
  { name: 'venue', path: live ? '/venue/cafe-bleu-des-oudayas-rabat' : '/venue/cafe-clock-fes', act: (page) => page.locator('.lieux-venue-marker').first().waitFor() },
  { name: 'venue-unknown', path: '/venue/nexiste-pas' },
];

mkdirSync(outDir, { recursive: true });
const e2eStack = live ? await import('../../libs/testing/src/e2e/e2e-stack.mjs') : null;
const stack = live ? await e2eStack.startE2eStack() : null;
const server = live ? null : await preview({ root: join(import.meta.dirname, '..'), logLevel: 'warn', preview: { port: 4892 } });
const base = live ? process.env.E2E_BASE_URL : server.resolvedUrls.local[0].replace(/\/$/, '');
try {
  for (const width of WIDTHS) {
    const browser = await launchTestBrowser({ width, height: 900 });
    const { page } = browser;
    try {
      if (!live) await answerApi(page);
      for (const locale of LOCALES) {
        await page.goto(`${base}/faq`);
        await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
        for (const shot of SHOTS.filter((each) => !ONLY || ONLY.includes(each.name))) {
          await page.goto(`${base}${shot.path}`);
          await page.locator('h1').first().waitFor();
          if (shot.act) await shot.act(page);
          await page.waitForTimeout(500);
          const name = `${shot.name}-${locale}-${width}`;
          const { overflow, height } = await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            height: document.documentElement.scrollHeight,
          }));
          const tile = width < 600 ? 1400 : 1000;
          for (let part = 0; part * tile < height && part < 3; part += 1) {
            const clip = { x: 0, y: part * tile, width, height: Math.min(tile, height - part * tile) };
            await page.screenshot({ path: join(outDir, `${name}-${part + 1}.png`), fullPage: true, clip });
          }
          console.log(`${name}: ${Math.ceil(height / tile)} tile(s)${overflow > 0 ? `, horizontal overflow ${overflow} px` : ''}`);
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server?.close();
  if (stack) await e2eStack.stopE2eStack(stack);
}
