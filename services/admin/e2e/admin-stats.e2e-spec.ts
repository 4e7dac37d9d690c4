import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TEST_USERS, type AdminAnalyticsDto, type AdminReportDto, type AuditPageDto, type AuthStatusDto, type AdminStatsDto, type ApiErrorBody, type ReportDto, type VenueDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { awayFromMoroccanMidnight, call, confirmEmailOf, e2eSetting, E2E_TEST_TIMEOUT_MS, queryE2eDatabase, until, untilDemoVenuesScored } from '@lieux/testing/e2e';

// The admin statistics, analytics and audit log through the running platform (issue 14): the role
// matrix, then a burst of sign-ups, venues, votes and reports through the HTTP API, after which the
// read model's numbers equal the owning services' data — and equal it again after a rebuild from the stream.

const REBUILD_SCRIPT = fileURLToPath(new URL('../dist/rebuild-stats.main.js', import.meta.url));

async function signInAs(role: 'admin' | 'merchant' | 'consumer'): Promise<string> {
  const user = TEST_USERS.find((candidate) => candidate.role === role)!;
  const answer = await call('POST', `/api/test/login/${user.id}`);
  if (!answer.session) throw new Error(`test login as ${role} failed: ${answer.status}`);
  return answer.session;
}

async function signUp(role: 'consumer' | 'merchant'): Promise<string> {
  const body = { email: `admin-stats.${uniqueHex()}@example.ma`, password: 'motdepasse-solide', firstName: 'Yasmine', lastName: 'Alaoui', role };
  const answer = await call('POST', '/api/auth/signup', { body });
  if (answer.status !== 201 || !answer.session) throw new Error(`sign-up failed: ${answer.status}`);
  // Confirmed, as the welcome mail's link does: the statistics count votes that count (issue 30 §9).
  await confirmEmailOf(body.email);
  return answer.session;
}

/**
 * The statistics count the venues created in the product (`venue.created`): those imported from
 * OpenStreetMap publish none (docs/osm-import.md), and other files of the shared stack import some.
 */
const CREATED_IN_THE_PRODUCT = `not exists (select 1 from venues.osm_objects o where o.venue_id = v.id and o.link = 'imported')`;

/** The six numbers as the owning services' schemas hold them now (scores: the scoring service's; reports: the admin desk's). */
async function fromOwners(): Promise<AdminStatsDto> {
  const [row] = await queryE2eDatabase<{ users: string; venues: string; pending: string; connections: string; avg: string | null; reports: string }>(
    `select (select count(*) from auth.users) as users,
            (select count(*) from venues.venues v where ${CREATED_IN_THE_PRODUCT}) as venues,
            (select count(*) from venues.venues v where status = 'pending' and ${CREATED_IN_THE_PRODUCT}) as pending,
            (select count(*) from connections.connections) as connections,
            (select round(avg(score)::numeric, 1) from scoring.venue_scores where state = 'scored') as avg,
            (select count(*) from admin.reports where status = 'open') as reports`,
  );
  return {
    totalUsers: Number(row.users),
    totalVenues: Number(row.venues),
    pendingApprovals: Number(row.pending),
    totalConnections: Number(row.connections),
    avgScore: row.avg === null ? null : Number(row.avg),
    reportsCount: Number(row.reports),
  };
}

/** The admin's numbers and the owners' side by side. */
async function compared(session: string): Promise<{ admin: AdminStatsDto; owners: AdminStatsDto }> {
  const admin = (await call<AdminStatsDto>('GET', '/api/admin/stats', { session })).body;
  return { admin, owners: await fromOwners() };
}

const STAT_KEYS = ['totalUsers', 'totalVenues', 'pendingApprovals', 'totalConnections', 'avgScore', 'reportsCount'] as const;
const same = ({ admin, owners }: Awaited<ReturnType<typeof compared>>) => STAT_KEYS.every((key) => admin[key] === owners[key]);

// The demo data is still arriving on a fresh stack (seeders, then the scoring pipeline): start once it has.
beforeAll(() => untilDemoVenuesScored(), 90_000);

describe('the admin statistics, analytics and audit routes', () => {
  // The burst test reads today's row before and after its writes: both must be the same Moroccan day.
  beforeEach(() => awayFromMoroccanMidnight(), E2E_TEST_TIMEOUT_MS + 10_000);

  it.each(['/api/admin/stats', '/api/admin/analytics?days=7', '/api/admin/audit'])('%s: 401 signed out, 403 for a consumer or a merchant, 200 for an admin', async (path) => {
    expect((await call<ApiErrorBody>('GET', path)).status).toBe(401);
    expect((await call<ApiErrorBody>('GET', path, { session: await signInAs('consumer') })).status).toBe(403);
    expect((await call<ApiErrorBody>('GET', path, { session: await signInAs('merchant') })).status).toBe(403);
    expect((await call<unknown>('GET', path, { session: await signInAs('admin') })).status).toBe(200);
  });

  it('refuses a period other than 7, 30, 90 or 365 days, and a bad audit day, in French', async () => {
    const session = await signInAs('admin');
    const period = await call<ApiErrorBody>('GET', '/api/admin/analytics?days=14', { session });
    expect(period.status).toBe(400);
    expect(JSON.stringify(period.body)).toContain('Période invalide : 7, 30, 90 ou 365 jours.');
    const day = await call<ApiErrorBody>('GET', '/api/admin/audit?from=2026-11', { session });
    expect(day.status).toBe(400);
    expect(JSON.stringify(day.body)).toContain('Date invalide : AAAA-MM-JJ.');
  });

  it('answers the analytics: one entry per day of the period, all ten score buckets', async () => {
    const answer = await call<AdminAnalyticsDto>('GET', '/api/admin/analytics?days=90', { session: await signInAs('admin') });
    expect(answer.status).toBe(200);
    expect(answer.body.days).toBe(90);
    expect(answer.body.daily).toHaveLength(90);
    expect(answer.body.scoreDistribution.map((bucket) => bucket.key)).toEqual(['0-9', '10-19', '20-29', '30-39', '40-49', '50-59', '60-69', '70-79', '80-89', '90-100']);
  });

  it('equals the owning services’ data after a burst of sign-ups, venues, votes and reports, and again after a rebuild', async () => {
    const admin = await signInAs('admin');
    const before = (await call<AdminAnalyticsDto>('GET', '/api/admin/analytics?days=7', { session: admin })).body.daily.at(-1)!;

    const consumers = await Promise.all(Array.from({ length: 6 }, () => signUp('consumer')));
    // A free merchant has one venue: three merchants, one venue each.
    const venueIds: string[] = [];
    for (const merchant of await Promise.all([signUp('merchant'), signUp('merchant'), signUp('merchant')])) {
      const created = await call<{ id: string }>('POST', '/api/venues', { session: merchant, body: { name: `Stats ${uniqueHex()}`, categoryId: 'cafe', address: '12 rue de la Kasbah', city: 'Tanger' } });
      expect(created.status).toBe(201);
      venueIds.push(created.body.id);
    }
    // One approved, one rejected: venue.moderated moves the pending count.
    expect((await call('POST', `/api/admin/venues/${venueIds[0]}/approve`, { session: admin })).status).toBe(200);
    expect((await call('POST', `/api/admin/venues/${venueIds[1]}/reject`, { session: admin, body: { reason: 'Adresse introuvable' } })).status).toBe(200);
    const [place, other] = (await call<VenueDto[]>('GET', '/api/feed/home?limit=2')).body;
    await Promise.all(consumers.map((session) => call('POST', `/api/places/${place.id}/vote`, { session, body: { value: 1 } })));
    // Two public venues reported by two people, one report resolved: report.opened / report.closed move reportsCount.
    const reports = [
      await call<ReportDto>('POST', `/api/places/${place.id}/report`, { session: consumers[0], body: { reason: 'closed' } }),
      await call<ReportDto>('POST', `/api/places/${other.id}/report`, { session: consumers[1], body: { reason: 'wrong_info', text: 'Les horaires affichés sont faux.' } }),
    ];
    expect(reports.map((answer) => answer.status)).toEqual([201, 201]);
    const resolved = await call<AdminReportDto>('POST', `/api/admin/reports/${reports[0].body.id}/resolve`, { session: admin, body: { note: 'Lieu vérifié : ouvert.' } });
    expect(resolved.status).toBe(200);
    const mine = await queryE2eDatabase<{ id: string; status: string }>('select id, status from admin.reports where id = any($1::uuid[]) order by status', [reports.map((answer) => answer.body.id)]);
    expect(mine).toEqual([{ id: reports[1].body.id, status: 'open' }, { id: reports[0].body.id, status: 'resolved' }]);

    const settled = await until(() => compared(admin), same, 20_000);
    expect(settled.admin).toEqual(settled.owners);
    // The votes move none of the six numbers: wait for them on their own.
    const today = await until(
      async () => (await call<AdminAnalyticsDto>('GET', '/api/admin/analytics?days=7', { session: admin })).body.daily.at(-1)!,
      (day) => day.votes - before.votes >= consumers.length,
    );
    expect(today.signups - before.signups).toBeGreaterThanOrEqual(9);
    expect(today.venues - before.venues).toBeGreaterThanOrEqual(3);
    expect(today.votes - before.votes).toBeGreaterThanOrEqual(6);
    const byCity = (await call<AdminAnalyticsDto>('GET', '/api/admin/analytics?days=7', { session: admin })).body.venuesByCity;
    const [tanger] = await queryE2eDatabase<{ count: string }>(`select count(*) from venues.venues v where city = 'Tanger' and ${CREATED_IN_THE_PRODUCT}`);
    expect(byCity.find((city) => city.key === 'Tanger')?.count).toBe(Number(tanger.count));

    const { stdout } = await promisify(execFile)(process.execPath, [REBUILD_SCRIPT], { env: { ...process.env, NATS_SUBJECT_PREFIX: e2eSetting('E2E_NATS_SUBJECT_PREFIX') } });
    expect(stdout).toMatch(/\[admin:rebuild-stats\] \d+ events read/);
    const rebuilt = await until(() => compared(admin), same, 20_000);
    expect(rebuilt.admin).toEqual(rebuilt.owners);
  }, 120_000);

  it('lists an admin action in the audit log, newest first, with its reason and its actor named', async () => {
    const admin = await signInAs('admin');
    const adminUser = TEST_USERS.find((user) => user.role === 'admin')!;
    const target = (await call<AuthStatusDto>('GET', '/api/auth/status', { session: await signUp('consumer') })).body.user!.id;
    const suspended = await call('POST', `/api/admin/users/${target}/suspend`, { session: admin, body: { reason: 'Avis frauduleux répétés' } });
    expect(suspended.status).toBe(200);

    const page = await until(
      async () => (await call<AuditPageDto>('GET', `/api/admin/audit?targetType=user&targetId=${target}`, { session: admin })).body,
      (answer) => answer.total === 1 && answer.items.length === 1,
    );
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 8 });
    expect(page.items[0]).toMatchObject({
      action: 'user.suspended',
      targetId: target,
      reason: 'Avis frauduleux répétés',
      actorUserId: adminUser.id,
      actor: { id: adminUser.id, role: 'admin' },
    });
    const newest = (await call<AuditPageDto>('GET', '/api/admin/audit?pageSize=5', { session: admin })).body.items.map((entry) => entry.at);
    expect([...newest].sort().reverse()).toEqual(newest);
  });
});
