import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { auditRecorded, RPC, type AuditedChange } from '@lieux/contracts';
import { createLogger } from '@lieux/platform';
import { openServiceDatabase } from '@lieux/persistence';
import { EventOutbox, messagingEntities, messagingMigrations, OutboxRelay, SERVICE_ENV } from '@lieux/service-kit';
import { until } from '@lieux/testing/e2e';
import type { AdminEnv } from '../../config/admin.env.js';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';

jest.setTimeout(60_000);

/** The audit log on real PostgreSQL and JetStream: filled from another service's `audit.recorded`, append-only, filtered. */
describe('the audit log', () => {
  let admin: RunningAdminService;
  let producer: MikroORM;
  let relay: OutboxRelay;
  const outbox = new EventOutbox();
  const alice = { userId: randomUUID(), role: 'admin', plan: 'free' } as const;
  const bob = { userId: randomUUID(), role: 'admin', plan: 'free' } as const;
  const venueId = randomUUID();

  beforeAll(async () => {
    admin = await startAdminService({ STATUS_CHECK_INTERVAL_MS: 3_600_000 });
    const env = admin.service.get<AdminEnv>(SERVICE_ENV);
    producer = await openServiceDatabase({ schema: 'producer', databaseUrl: env.DATABASE_URL, entities: messagingEntities, migrations: messagingMigrations, log: () => undefined });
    const { streamName, subjectPrefix } = admin.namespace;
    relay = new OutboxRelay({ em: producer.em, nc: admin.nc, streamName, subjectPrefix, logger: createLogger('producer', 'silent') });

    const entries: Array<[typeof alice | typeof bob, AuditedChange, string]> = [
      // 23:30 UTC on 31 October is 00:30 on 1 November in Morocco.
      [alice, { action: 'venue.rejected', target: { type: 'venue', id: venueId, label: 'Café Hafa' }, before: { status: 'pending' }, after: { status: 'rejected' }, reason: 'Adresse introuvable' }, '2026-10-31T23:30:00.000Z'],
      [bob, { action: 'venue.approved', target: { type: 'venue', id: venueId, label: 'Café Hafa' }, before: { status: 'rejected' }, after: { status: 'approved' } }, '2026-11-02T10:00:00.000Z'],
      [alice, { action: 'user.suspended', target: { type: 'user', id: bob.userId }, reason: 'Abus répétés' }, '2026-11-03T10:00:00.000Z'],
    ];
    await producer.em.fork().transactional(async (em) => {
      for (const [actor, change, at] of entries) outbox.add(em, ...auditRecorded(actor, change, new Date(at)));
    });
    await relay.publishPending();
    await until(() => admin.sql<{ count: string }>('select count(*) from admin.audit_log'), ([row]) => Number(row.count) === 3, 15_000);
  });

  afterAll(async () => {
    await relay?.stop();
    await producer?.close(true);
    await admin?.close();
  });

  const list = (filters: Record<string, unknown> = {}) => admin.client.request(RPC.adminAuditList, { page: 1, pageSize: 8, ...filters }, { actor: alice });

  it('lists the entries newest first, with their before, after and reason, and the total', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.items.map((entry) => entry.action)).toEqual(['user.suspended', 'venue.approved', 'venue.rejected']);
    expect(page.items[2]).toMatchObject({
      actorUserId: alice.userId,
      targetType: 'venue',
      targetId: venueId,
      targetLabel: 'Café Hafa',
      before: { status: 'pending' },
      after: { status: 'rejected' },
      reason: 'Adresse introuvable',
      at: '2026-10-31T23:30:00.000Z',
    });
  });

  it('filters by action, target, actor and Moroccan days, and pages with the total of the filter', async () => {
    expect((await list({ action: 'venue.approved' })).items.map((entry) => entry.actorUserId)).toEqual([bob.userId]);
    expect((await list({ targetType: 'venue', targetId: venueId })).total).toBe(2);
    expect((await list({ actorUserId: alice.userId })).total).toBe(2);
    // The entry of 23:30 UTC on 31 October is on 1 November in Morocco.
    expect((await list({ from: '2026-11-01', to: '2026-11-01' })).items.map((entry) => entry.action)).toEqual(['venue.rejected']);
    expect((await list({ to: '2026-10-31' })).total).toBe(0);
    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((entry) => entry.action)).toEqual(['venue.rejected']);
    expect(await list({ page: 9 })).toMatchObject({ total: 3, items: [] });
  });

  it('refuses a bad filter in French, and anyone but an admin', async () => {
    await expect(list({ from: '2026-02-30' })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(admin.client.request(RPC.adminAuditList, { page: 1, pageSize: 8 }, { actor: { ...alice, role: 'merchant' } })).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('refuses every update, delete and truncate, the service’s own connection included', async () => {
    for (const sql of ["update admin.audit_log set reason = 'effacé'", 'delete from admin.audit_log', 'truncate admin.audit_log']) {
      await expect(admin.sql(sql)).rejects.toThrow(/audit_log is append-only/);
    }
    expect((await list()).total).toBe(3);
  });
});
