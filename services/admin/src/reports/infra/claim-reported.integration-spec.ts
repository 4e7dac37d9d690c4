import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventOutbox } from '@lieux/service-kit';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';

jest.setTimeout(30_000);

/**
 * One owner per venue (issue 32 §2): the venues service's `venue.claim-reported` becomes a report for
 * the admins, on a real PostgreSQL and NATS (JetStream, the inbox): once, whatever the deliveries.
 */
describe('a claim of an owned venue in the admin service', () => {
  let service: RunningAdminService;

  beforeAll(async () => {
    service = await startAdminService({ STATUS_CHECK_INTERVAL_MS: 3_600_000 });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('opens one report from the claimant, reason « Autre », saying what the claim was proven with', async () => {
    const venueId = randomUUID();
    const claimantUserId = randomUUID();
    const summary = 'Revendication d’un lieu qui a déjà un propriétaire : « Café Hafa » est réclamé avec le compte Instagram « cafe.hafa » (cafe.hafa).';
    for (let delivery = 0; delivery < 2; delivery += 1) {
      await service.service.get(MikroORM).em.fork().transactional(async (em) => {
        new EventOutbox().add(em, 'venue.claim-reported', { claimId: randomUUID(), venueId, slug: 'cafe-hafa', name: 'Café Hafa', claimantUserId, summary, reportedAt: '2026-12-04T10:00:00.000Z' });
      });
    }
    const deadline = Date.now() + 10_000;
    while ((await service.sql(`select 1 from admin.inbox where subject = 'venue.claim-reported'`)).length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    const reports = await service.sql<Record<string, unknown>>(`select venue_slug, venue_name, reporter_user_id, reason, text, status from admin.reports where venue_id = ?`, [venueId]);
    // Two claims by the same person while the first report is open: one report.
    expect(reports).toEqual([{ venue_slug: 'cafe-hafa', venue_name: 'Café Hafa', reporter_user_id: claimantUserId, reason: 'other', text: summary, status: 'open' }]);
    const opened = await service.sql(`select 1 from admin.outbox where subject = 'report.opened' and payload->'payload'->>'venueId' = ?`, [venueId]);
    expect(opened).toHaveLength(1);
  });
});
