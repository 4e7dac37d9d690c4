import { randomUUID } from 'node:crypto';
import { ADMIN_ERRORS, REPORTS_PER_USER_PER_HOUR, TEST_USERS, type AdminIncidentDto, type AdminReportDto, type AdminReportsPageDto, type ApiErrorBody, type InboxMessageDto, type ReportDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { call, queryE2eDatabase } from '@lieux/testing/e2e';

// The admin desk through the running platform (issue 14): reports sent from a venue page, and the
// admins' reports, inbox and incidents routes for every role.

async function signInAs(role: 'admin' | 'merchant' | 'consumer'): Promise<string> {
  const user = TEST_USERS.find((candidate) => candidate.role === role);
  const answer = await call('POST', `/api/test/login/${user?.id}`);
  if (!answer.session) throw new Error(`test login as ${role} failed: ${answer.status}`);
  return answer.session;
}

/** A new account (its own report quota): the session its sign-up opens. */
async function newPerson(): Promise<string> {
  const answer = await call('POST', '/api/auth/signup', { body: { email: `report.${uniqueHex()}@example.ma`, password: 'motdepasse-solide', firstName: 'Rim', lastName: 'Tazi' } });
  if (answer.status !== 201 || !answer.session) throw new Error(`sign-up: ${answer.status}`);
  return answer.session;
}

async function venueWithStatus(status: 'approved' | 'pending', offset = 0): Promise<{ id: string; name: string; slug: string }> {
  const [venue] = await queryE2eDatabase<{ id: string; name: string; slug: string }>(`select id, name, slug from venues.venues where status = $1 order by slug offset $2 limit 1`, [status, offset]);
  if (!venue) throw new Error(`no ${status} venue in the demo data`);
  return venue;
}

/** A contact message as the contact form stores it (the form's per-address quota is the content tests' business). */
async function contactMessage(): Promise<string> {
  const id = randomUUID();
  await queryE2eDatabase(
    `insert into admin.contact_messages (id, first_name, last_name, email, subject, request_type, message, locale, status, respond_by, created_at, updated_at)
     values ($1, 'Yassine', 'Berrada', $2, 'gdpr', 'access', 'Je voudrais une copie de mes données.', 'fr', 'new', now() + interval '48 hours', now(), now())`,
    [id, `inbox.${uniqueHex()}@example.ma`],
  );
  return id;
}

const report = (session: string | undefined, venueId: string, body: unknown = { reason: 'closed' }) => call<ReportDto & ApiErrorBody>('POST', `/api/places/${venueId}/report`, { session, body });

describe('POST /api/places/{id}/report', () => {
  it('needs a signed-in person, refuses unknown and unpublished venues, one open report per person and venue, and limits the rate', async () => {
    const venue = await venueWithStatus('approved', 3);
    const signedOut = await report(undefined, venue.id);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('unauthenticated');

    const session = await newPerson();
    const created = await report(session, venue.id, { reason: 'wrong_info', text: 'Le numéro affiché ne répond plus.' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ venueId: venue.id, reason: 'wrong_info', text: 'Le numéro affiché ne répond plus.', status: 'open' });
    const [stored] = await queryE2eDatabase<{ venue_name: string; venue_slug: string }>('select venue_name, venue_slug from admin.reports where id = $1', [created.body.id]);
    expect(stored).toEqual({ venue_name: venue.name, venue_slug: venue.slug });

    const again = await report(session, venue.id, { reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'report_already_open', message: ADMIN_ERRORS.report_already_open.message });

    const pending = await venueWithStatus('pending');
    for (const id of [randomUUID(), pending.id, 'pas-un-lieu']) {
      const answer = await report(session, id);
      expect([answer.status, answer.body.code]).toEqual([404, 'venue_not_found']);
    }
    const other = await report(session, venue.id, { reason: 'other', text: 'court' });
    expect([other.status, other.body.code]).toEqual([400, 'report_text_invalid']);

    // Every attempt counts: 6 so far; the quota's last ones, then 429 with Retry-After.
    for (let attempt = 6; attempt < REPORTS_PER_USER_PER_HOUR; attempt++) expect((await report(session, randomUUID())).status).toBe(404);
    const limited = await report(session, randomUUID());
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 'report_rate_limited', message: ADMIN_ERRORS.report_rate_limited.message });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the admin desk’s routes', () => {
  let admin: string;
  let consumer: string;
  let merchant: string;

  beforeAll(async () => {
    [admin, consumer, merchant] = await Promise.all([signInAs('admin'), signInAs('consumer'), signInAs('merchant')]);
  });

  /** 401 signed out, 403 for a consumer and a merchant; then the admin's answer. */
  async function onlyAdmins<T>(method: string, path: string, body?: unknown) {
    expect((await call<ApiErrorBody>(method, path, { body })).status).toBe(401);
    expect((await call<ApiErrorBody>(method, path, { body, session: consumer })).status).toBe(403);
    expect((await call<ApiErrorBody>(method, path, { body, session: merchant })).status).toBe(403);
    return call<T>(method, path, { body, session: admin });
  }

  it('reports: listed newest first with the reporter, resolved or dismissed once with a note, for admins only', async () => {
    const reporter = await newPerson();
    const [first, second] = [await venueWithStatus('approved', 4), await venueWithStatus('approved', 5)];
    const opened = [(await report(reporter, first.id)).body, (await report(reporter, second.id, { reason: 'fraud' })).body];

    const list = await onlyAdmins<AdminReportsPageDto>('GET', '/api/admin/reports?status=open&pageSize=50');
    expect(list.status).toBe(200);
    const mine = list.body.items.filter((item) => opened.some((sent) => sent.id === item.id));
    expect(mine.map((item) => item.id)).toEqual([opened[1].id, opened[0].id]);
    expect(mine[0]).toMatchObject({ venueName: second.name, venueSlug: second.slug, reporter: { firstName: 'Rim', lastName: 'Tazi', role: 'consumer' }, closedBy: null });
    const [{ open }] = await queryE2eDatabase<{ open: number }>(`select count(*)::int as open from admin.reports where status = 'open'`);
    expect(list.body.total).toBe(open);

    const resolved = await onlyAdmins<AdminReportDto>('POST', `/api/admin/reports/${opened[0].id}/resolve`, { note: 'Fiche corrigée.' });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', note: 'Fiche corrigée.', closedBy: { role: 'admin' } });
    const dismissed = await onlyAdmins<AdminReportDto>('POST', `/api/admin/reports/${opened[1].id}/dismiss`, { note: 'Rien d’anormal.' });
    expect(dismissed.body.status).toBe('dismissed');
    const twice = await call<ApiErrorBody>('POST', `/api/admin/reports/${opened[1].id}/resolve`, { session: admin, body: { note: 'Encore une fois.' } });
    expect([twice.status, twice.body.code]).toEqual([409, 'report_already_closed']);
    const noNote = await call<ApiErrorBody>('POST', `/api/admin/reports/${randomUUID()}/resolve`, { session: admin, body: {} });
    expect([noNote.status, noNote.body.code]).toEqual([400, 'validation_failed']);
    const unknown = await call<ApiErrorBody>('POST', `/api/admin/reports/${randomUUID()}/resolve`, { session: admin, body: { note: 'Fiche corrigée.' } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'report_not_found']);
  });

  it('inbox: listed by kind and status, a status set, a reply sent, for admins only', async () => {
    const id = await contactMessage();
    const list = await onlyAdmins<{ items: InboxMessageDto[]; total: number }>('GET', '/api/admin/inbox?kind=gdpr&status=new&pageSize=50');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => item.id)).toContain(id);

    const read = await onlyAdmins<InboxMessageDto>('POST', `/api/admin/inbox/${id}/status`, { status: 'read' });
    expect([read.status, read.body.status]).toEqual([200, 'read']);
    const replied = await onlyAdmins<InboxMessageDto>('POST', `/api/admin/inbox/${id}/reply`, { body: 'Vous trouverez vos données dans votre espace « Mon compte ».' });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({ status: 'answered', replies: [{ body: 'Vous trouverez vos données dans votre espace « Mon compte ».', sentBy: { role: 'admin' } }] });
    const mails = await queryE2eDatabase<{ n: number }>(`select count(*)::int as n from admin.contact_message_replies where message_id = $1`, [id]);
    expect(mails[0].n).toBe(1);
  });

  it('incidents: listed, opened, updated and resolved (409 after), for admins only; /api/status shows the open one', async () => {
    const title = `Lenteurs ${uniqueHex()}`;
    const opened = await onlyAdmins<AdminIncidentDto>('POST', '/api/admin/incidents', { title, impact: 'minor', status: 'investigating', message: 'Nous analysons les lenteurs.' });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({ title, status: 'investigating', resolvedAt: null });
    const publicPage = await call<{ incidents: Array<{ id: string }> }>('GET', '/api/status');
    expect(publicPage.body.incidents.map((incident) => incident.id)).toContain(opened.body.id);

    const list = await onlyAdmins<AdminIncidentDto[]>('GET', '/api/admin/incidents');
    expect([list.status, list.body.some((incident) => incident.id === opened.body.id)]).toEqual([200, true]);

    const resolved = await onlyAdmins<AdminIncidentDto>('POST', `/api/admin/incidents/${opened.body.id}/updates`, { status: 'resolved', message: 'Tout est rentré dans l’ordre.' });
    expect(resolved.status).toBe(201);
    expect(resolved.body.resolvedAt).not.toBeNull();
    const again = await call<ApiErrorBody>('POST', `/api/admin/incidents/${opened.body.id}/updates`, { session: admin, body: { status: 'monitoring', message: 'Encore une fois.' } });
    expect([again.status, again.body.code]).toEqual([409, 'incident_already_resolved']);
  });
});
