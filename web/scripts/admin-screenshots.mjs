// Screenshots of the admin console (issue 14): every tab, and the 403 page, at 375 and 1280 px, in
// French and Arabic, for a person to look at. web/dist is served by `vite preview`; the API is
// answered here with bodies shaped like the server's (contracts' Admin*Dto), so every tab has rows
// to show whatever the services' branches have landed. The product itself never shows sample data.
//   node web/scripts/admin-screenshots.mjs [outDir]   (default /work/shots/admin-screens)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';
import { chooseLocale, saveTiles } from './screenshot-tiles.mjs';

const outDir = process.argv[2] ?? '/work/shots/admin-screens';
const now = Date.now();
const ago = (hours) => new Date(now - hours * 3_600_000).toISOString();
const person = (id, firstName, lastName, email, role) => ({ id, firstName, lastName, email, role });
const ADMIN = person('a0000000-0000-4000-8000-000000000001', 'Amina', 'Tazi', 'amina@lieux.ma', 'admin');
const SALMA = person('a0000000-0000-4000-8000-000000000002', 'Salma', 'Idrissi', 'salma@example.ma', 'merchant');
const YOUSSEF = person('a0000000-0000-4000-8000-000000000003', 'Youssef', 'Berrada', 'youssef@example.ma', 'consumer');
const page = (items) => ({ items, total: items.length + 9, page: 1, pageSize: 8 });
const venue = (n, name, city, status, extra = {}) => ({
  id: `b0000000-0000-4000-8000-00000000000${n}`, slug: name.toLowerCase().replace(/\W+/g, '-'), name, city, categoryId: 'cafe', status,
  score: status === 'approved' ? 40 + n * 7.3 : null, votes: n * 11, owner: SALMA, rejectionReason: null, moderatedAt: null, createdAt: ago(n * 30), updatedAt: ago(n), ...extra,
});
const days = Array.from({ length: 30 }, (_, index) => ({
  day: new Date(now - (29 - index) * 86_400_000).toISOString().slice(0, 10),
  signups: (index * 7) % 11, votes: (index * 13) % 29, venues: index % 4 === 0 ? 2 : index % 3 === 0 ? 1 : 0,
}));
const ANSWERS = {
  '/api/admin/stats': { totalVenues: 1284, totalUsers: 5210, totalConnections: 842, avgScore: 47.3, pendingApprovals: 12, reportsCount: 4 },
  '/api/admin/venues': page([
    venue(1, 'Café Hafa', 'Tanger', 'pending'), venue(2, 'Dar Yacout', 'Marrakech', 'approved'),
    venue(3, 'Riad Fès', 'Fès', 'rejected', { rejectionReason: 'Les photos montrent un autre établissement.' }), venue(4, 'La Sqala', 'Casablanca', 'pending', { owner: null }),
  ]),
  '/api/admin/users': page([
    { ...SALMA, plan: 'free', status: 'active', suspensionReason: null, suspendedAt: null, createdAt: ago(900), emailVerifiedAt: ago(899) },
    { ...YOUSSEF, plan: 'free', status: 'suspended', suspensionReason: 'Votes en série depuis plusieurs comptes.', suspendedAt: ago(5), createdAt: ago(400), emailVerifiedAt: null },
    { ...ADMIN, plan: 'pro', status: 'active', suspensionReason: null, suspendedAt: null, createdAt: ago(3000), emailVerifiedAt: ago(3000) },
  ]),
  '/api/billing/plan-requests': [{ id: 'c0000000-0000-4000-8000-000000000001', plan: 'pro', status: 'pending', requestedAt: ago(20), decidedAt: null, userId: SALMA.id, email: SALMA.email, firstName: 'Salma', lastName: 'Idrissi' }],
  '/api/admin/reports': page([
    { id: 'd0000000-0000-4000-8000-000000000001', venueId: 'b0000000-0000-4000-8000-000000000002', venueSlug: 'dar-yacout', venueName: 'Dar Yacout', reason: 'closed', text: 'Fermé depuis le mois dernier, le rideau est baissé.', status: 'open', createdAt: ago(3), reporter: YOUSSEF, closedAt: null, closedBy: null, note: null },
    { id: 'd0000000-0000-4000-8000-000000000002', venueId: 'b0000000-0000-4000-8000-000000000001', venueSlug: 'cafe-hafa', venueName: 'Café Hafa', reason: 'wrong_info', text: null, status: 'open', createdAt: ago(30), reporter: null, closedAt: null, closedBy: null, note: null },
  ]),
  '/api/admin/analytics': {
    days: 30, daily: days,
    venuesByCity: [{ key: 'Casablanca', count: 412 }, { key: 'Marrakech', count: 305 }, { key: 'Rabat', count: 190 }, { key: 'Tanger', count: 151 }, { key: 'Fès', count: 122 }, { key: 'Agadir', count: 104 }],
    venuesByCategory: [{ key: 'restaurant', count: 520 }, { key: 'cafe', count: 388 }, { key: 'hotel', count: 170 }, { key: 'boutique', count: 110 }, { key: 'spa', count: 56 }, { key: 'bar', count: 40 }],
    scoreDistribution: ['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-100'].map((key, index) => ({ key, count: [30, 55, 120, 210, 260, 230, 150, 90, 40, 9][index] })),
  },
  '/api/categories': ['restaurant', 'cafe', 'hotel', 'boutique', 'spa', 'bar'].map((id) => ({ id, name: id })),
  '/api/admin/inbox': page([
    { id: 'e0000000-0000-4000-8000-000000000001', firstName: 'Nadia', lastName: 'Alami', email: 'nadia@example.ma', subject: 'account', requestType: null, message: 'Bonjour, je n’arrive plus à changer mon mot de passe depuis hier.', locale: 'fr', status: 'new', createdAt: ago(2), updatedAt: ago(2), replies: [] },
    { id: 'e0000000-0000-4000-8000-000000000002', firstName: 'Driss', lastName: 'Fassi', email: 'driss@example.ma', subject: 'gdpr', requestType: 'erasure', message: 'Merci d’effacer mes données.', locale: 'fr', status: 'answered', createdAt: ago(50), updatedAt: ago(20), replies: [{ id: 'r1', body: 'C’est fait : votre compte et vos votes sont effacés.', sentBy: ADMIN, sentAt: ago(20) }] },
  ]),
  '/api/admin/incidents': [
    { id: 'f0000000-0000-4000-8000-000000000001', title: 'Recherche lente', status: 'monitoring', impact: 'minor', createdAt: ago(4), resolvedAt: null, updates: [{ time: ago(1), status: 'monitoring', message: 'Index reconstruit, nous surveillons.' }, { time: ago(4), status: 'investigating', message: 'Les recherches prennent plusieurs secondes.' }] },
    { id: 'f0000000-0000-4000-8000-000000000002', title: 'Connexions Instagram interrompues', status: 'resolved', impact: 'major', createdAt: ago(80), resolvedAt: ago(70), updates: [{ time: ago(70), status: 'resolved', message: 'Jetons renouvelés.' }] },
  ],
  '/api/admin/audit': page([
    { id: 'g1', actorUserId: ADMIN.id, actor: ADMIN, action: 'venue.rejected', targetType: 'venue', targetId: 'b0000000-0000-4000-8000-000000000003', targetLabel: 'Riad Fès', before: { status: 'pending' }, after: { status: 'rejected', rejectionReason: 'Les photos montrent un autre établissement.' }, reason: 'Les photos montrent un autre établissement.', at: ago(1) },
    { id: 'g2', actorUserId: ADMIN.id, actor: ADMIN, action: 'user.suspended', targetType: 'user', targetId: YOUSSEF.id, targetLabel: 'youssef@example.ma', before: { status: 'active' }, after: { status: 'suspended' }, reason: 'Votes en série depuis plusieurs comptes.', at: ago(5) },
  ]),
  '/api/admin/verifications': [{
    venueId: 'b0000000-0000-4000-8000-000000000001', status: 'submitted', reason: null, submittedAt: ago(6), decidedAt: null, missingKinds: [], venueName: 'Café Hafa', venueSlug: 'cafe-hafa', venueCity: 'Tanger', ownerUserId: SALMA.id,
    documents: ['trade_register', 'proof_of_address', 'manager_identity'].map((kind, index) => ({ id: `h${index}`, kind, name: `${kind}.pdf`, size: 180_000 + index * 40_000, contentType: 'application/pdf', uploadedAt: ago(7), url: '#', urlExpiresAt: ago(-1) })),
  }],
  '/api/admin/scores/run': { runId: 'run-1', status: 'running', venuesDone: 61_200, venuesTotal: 100_000, batchesFailed: 1, startedAt: ago(0.3), finishedAt: null },
  '/api/admin/scores/flags': [{ id: 'i1', venueId: 'b0000000-0000-4000-8000-000000000002', provider: 'instagram', kind: 'growth-anomaly', detail: '+18 000 abonnés en 24 h (×4) : croissance retenue 7 jours.', flaggedAt: ago(10), clearedAt: null }],
  '/api/admin/scores/stale': [{ venueId: 'b0000000-0000-4000-8000-000000000004', computedAt: null, ageHours: null }, { venueId: 'b0000000-0000-4000-8000-000000000003', computedAt: ago(30), ageHours: 30.2 }],
};

async function answerApi(page, role) {
  await page.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/api/auth/status') {
      const user = { ...(role === 'admin' ? ADMIN : YOUSSEF), role, subscription: 'free', profileImageUrl: null };
      return route.fulfill({ json: { isAuthenticated: true, user } });
    }
    if (path in ANSWERS) return route.fulfill({ json: ANSWERS[path] });
    return route.fulfill({ status: 404, json: { message: 'Introuvable.', code: 'not_found' } });
  });
}

const TABS = ['lieux', 'utilisateurs', 'signalements', 'analytique', 'messages', 'incidents', 'journal', 'verifications', 'scores'];
const SHOTS = [
  ...TABS.map((tab) => ({ name: `admin-${tab}`, path: `/admin/${tab}`, role: 'admin' })),
  { name: 'admin-403', path: '/admin', role: 'consumer' },
];

mkdirSync(outDir, { recursive: true });
const server = await preview({ root: join(import.meta.dirname, '..'), logLevel: 'warn', preview: { port: 4894 } });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
try {
  for (const width of [375, 1280]) {
    for (const role of ['admin', 'consumer']) {
      const browser = await launchTestBrowser({ width, height: 900 });
      try {
        await answerApi(browser.page, role);
        for (const locale of ['fr', 'ar']) {
          await chooseLocale(browser.page, base, locale);
          for (const shot of SHOTS.filter((candidate) => candidate.role === role)) {
            await browser.page.goto(`${base}${shot.path}`);
            await browser.page.locator('h1').first().waitFor();
            if (shot.path.endsWith('analytique')) await browser.page.locator('.recharts-surface').first().waitFor();
            if (shot.path.endsWith('messages')) await browser.page.locator('[data-inbox-message] button').first().click();
            await browser.page.waitForTimeout(500);
            await saveTiles(browser.page, { outDir, name: shot.name, locale, width, tile: width < 600 ? 1400 : 2600 });
            if (shot.path.endsWith('lieux')) {
              // Deleting a venue for good (issue 30 §5): the reason dialog of a row's last button.
              await browser.page.locator('[data-admin-venue]').first().locator('button').last().click();
              await browser.page.getByRole('dialog').waitFor();
              await browser.page.waitForTimeout(500);
              await saveTiles(browser.page, { outDir, name: 'admin-lieux-delete', locale, width, tile: width < 600 ? 1400 : 2600 });
              await browser.page.keyboard.press('Escape');
            }
          }
        }
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await server.close();
}
