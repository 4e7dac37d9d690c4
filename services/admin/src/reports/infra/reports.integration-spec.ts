import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { RPC, type Actor, type AdminReportRow } from '@lieux/contracts';
import { failureCode } from '@lieux/testing';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';
import { REPORT_REPOSITORY, type PublicVenue, type ReportRepository, type VenueDirectory } from '../app/report.repository.js';
import { CreateReportUseCase } from '../app/reports.usecases.js';

jest.setTimeout(30_000);

const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const consumer = (): Actor => ({ userId: randomUUID(), role: 'consumer', plan: 'free' });

/** The venues service's public cards, as the test publishes them (the NATS path is the e2e tests'). */
class KnownVenues implements VenueDirectory {
  readonly venues = new Map<string, PublicVenue>();
  add(name: string): PublicVenue {
    const venue = { id: randomUUID(), slug: name.toLowerCase().replace(/\s+/g, '-'), name };
    this.venues.set(venue.id, venue);
    return venue;
  }
  async publicVenue(venueId: string): Promise<PublicVenue | undefined> {
    return this.venues.get(venueId);
  }
}


/** Reports in the admin service: real PostgreSQL (the partial unique index, the outbox) and NATS handlers. */
describe('venue reports', () => {
  let service: RunningAdminService;
  let create: CreateReportUseCase;
  const venues = new KnownVenues();

  beforeAll(async () => {
    service = await startAdminService({ STATUS_CHECK_INTERVAL_MS: 3_600_000 });
    create = new CreateReportUseCase(service.service.get<ReportRepository>(REPORT_REPOSITORY), venues);
  });

  afterAll(async () => {
    await service?.close();
  });

  const outboxOf = (subject: string, id: string) =>
    service.sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from admin.outbox where subject = ? and payload->'payload'->>'reportId' = ?`, [subject, id]);

  it('keeps one open report per user and venue, even when ten arrive at once', async () => {
    const venue = venues.add('Café Hafa');
    const reporter = consumer();
    const attempts = await Promise.allSettled(Array.from({ length: 10 }, () => create.execute(reporter, { venueId: venue.id, reason: 'closed' })));
    const opened = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const refused = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [(attempt.reason as { code: string }).code] : []));
    expect(opened).toHaveLength(1);
    expect(refused).toEqual(Array(9).fill('report_already_open'));
    const rows = await service.sql<{ id: string; venue_name: string; venue_slug: string }>('select id, venue_name, venue_slug from admin.reports where venue_id = ?', [venue.id]);
    expect(rows).toEqual([{ id: expect.any(String), venue_name: 'Café Hafa', venue_slug: 'café-hafa' }]);
    const [event] = await outboxOf('report.opened', rows[0].id);
    expect(event.payload.payload).toMatchObject({ venueId: venue.id, reporterUserId: reporter.userId, reason: 'closed' });
    // Another person may report the same venue.
    await expect(create.execute(consumer(), { venueId: venue.id, reason: 'spam' })).resolves.toMatchObject({ status: 'open', reason: 'spam', text: null });
  });

  it('refuses an unknown or unpublished venue, a missing reason, and « Autre » without words', async () => {
    const venue = venues.add('Riad Dar');
    await expect(create.execute(consumer(), { venueId: randomUUID(), reason: 'closed' })).rejects.toMatchObject({ code: 'venue_not_found' });
    await expect(create.execute(consumer(), { venueId: venue.id, reason: 'nope' as never })).rejects.toMatchObject({ code: 'report_reason_invalid' });
    await expect(create.execute(consumer(), { venueId: venue.id, reason: 'other', text: 'court' })).rejects.toMatchObject({ code: 'report_text_invalid' });
    await expect(create.execute(undefined, { venueId: venue.id, reason: 'closed' })).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('lets an admin close an open report once, with its events and audit entry in the same commit', async () => {
    const venue = venues.add('Dar Zitoun');
    const reporter = consumer();
    const report = await create.execute(reporter, { venueId: venue.id, reason: 'wrong_info', text: 'Le numéro ne répond pas.' });

    expect(await failureCode(service.client.request(RPC.adminReportClose, { reportId: report.id, outcome: 'resolved', note: 'Vérifié' }, { actor: reporter }))).toBe('forbidden');
    expect(await failureCode(service.client.request(RPC.adminReportClose, { reportId: report.id, outcome: 'resolved', note: 'Vu' }, { actor: admin }))).toBe('admin_reason_invalid');
    expect(await failureCode(service.client.request(RPC.adminReportClose, { reportId: randomUUID(), outcome: 'resolved', note: 'Vérifié' }, { actor: admin }))).toBe('report_not_found');
    expect(await failureCode(service.client.request(RPC.adminReportClose, { reportId: 'not-an-id', outcome: 'resolved', note: 'Vérifié' }, { actor: admin }))).toBe('report_not_found');

    const closed: AdminReportRow = await service.client.request(RPC.adminReportClose, { reportId: report.id, outcome: 'dismissed', note: '  Le numéro est bon.  ' }, { actor: admin });
    expect(closed).toMatchObject({ id: report.id, status: 'dismissed', note: 'Le numéro est bon.', closedByUserId: admin.userId, reporterUserId: reporter.userId, venueName: 'Dar Zitoun' });
    expect(closed.closedAt).not.toBeNull();
    expect(await failureCode(service.client.request(RPC.adminReportClose, { reportId: report.id, outcome: 'resolved', note: 'Vérifié' }, { actor: admin }))).toBe('report_already_closed');

    const [closedEvent] = await outboxOf('report.closed', report.id);
    expect(closedEvent.payload.payload).toMatchObject({ venueId: venue.id, status: 'dismissed', closedBy: admin.userId });
    const audits = await service.sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from admin.outbox where subject = 'audit.recorded' and payload->'payload'->>'targetId' = ?`, [report.id]);
    expect(audits.map((row) => row.payload.payload)).toEqual([
      expect.objectContaining({ actorUserId: admin.userId, action: 'report.dismissed', targetType: 'report', targetLabel: 'Dar Zitoun', before: { status: 'open' }, after: { status: 'dismissed' }, reason: 'Le numéro est bon.' }),
    ]);
    // Closed, the user may report the venue again.
    await expect(create.execute(reporter, { venueId: venue.id, reason: 'closed' })).resolves.toMatchObject({ status: 'open' });
  });

  it('lists reports newest first for admins only, by status, with the total', async () => {
    const venue = venues.add('Le Jardin');
    const sent = [];
    for (let index = 0; index < 3; index++) sent.push(await create.execute(consumer(), { venueId: venue.id, reason: 'fraud' }));
    const { total: openBefore } = await service.client.request(RPC.adminReportsList, { page: 1, pageSize: 1, status: 'open' }, { actor: admin });
    const page = await service.client.request(RPC.adminReportsList, { page: 1, pageSize: 2, status: 'open' }, { actor: admin });
    expect(page.items.map((row) => row.id)).toEqual([sent[2].id, sent[1].id]);
    expect(page).toMatchObject({ total: openBefore, page: 1, pageSize: 2 });
    const second = await service.client.request(RPC.adminReportsList, { page: 2, pageSize: 2, status: 'open' }, { actor: admin });
    expect(second.items[0].id).toBe(sent[0].id);
    const [{ count }] = await service.sql<{ count: number }>(`select count(*)::int as count from admin.reports where status = 'open'`);
    expect(openBefore).toBe(count);
    expect(await failureCode(service.client.request(RPC.adminReportsList, { page: 1, pageSize: 8 }, { actor: consumer() }))).toBe('forbidden');
    expect(await failureCode(service.client.request(RPC.adminReportsList, { page: 1, pageSize: 8 }, { actor: undefined }))).toBe('unauthenticated');
  });
});
