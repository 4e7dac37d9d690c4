import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { RPC, type Actor } from '@lieux/contracts';
import { failureCode, TestSmtpServer } from '@lieux/testing';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';

jest.setTimeout(30_000);

const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const consumer: Actor = { userId: randomUUID(), role: 'consumer', plan: 'free' };


/** Incidents from the admin console: real PostgreSQL, NATS, the mail relay and a real SMTP server. */
describe('incidents opened and updated by admins', () => {
  let service: RunningAdminService;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    service = await startAdminService({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lieux.example', MAIL_RELAY_INTERVAL_MS: 100, STATUS_CHECK_INTERVAL_MS: 3_600_000 });
    for (const [email, locale, confirmed] of [['amal@example.ma', 'fr', true], ['omar@example.ma', 'ar', true], ['pending@example.ma', 'fr', false]] as const) {
      await service.sql(
        `insert into admin.status_subscriptions (id, email, locale, confirm_token_hash, unsubscribe_token, confirmed_at, created_at) values (?, ?, ?, null, ?, ${confirmed ? 'now()' : 'null'}, now())`,
        [randomUUID(), email, locale, randomUUID()],
      );
    }
  });

  afterAll(async () => {
    await service?.close();
    await smtp?.stop();
  });

  const auditsOf = async (id: string) =>
    (await service.sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from admin.outbox where subject = 'audit.recorded' and payload->'payload'->>'targetId' = ? order by created_at`, [id])).map((row) => row.payload.payload);

  it('opens, updates and resolves an incident, mailing each confirmed subscriber every time, audited', async () => {
    expect(await failureCode(service.client.request(RPC.adminIncidentOpen, { title: 'Panne', impact: 'major', status: 'investigating', message: 'Nous regardons.' }, { actor: consumer }))).toBe('forbidden');
    expect(await failureCode(service.client.request(RPC.adminIncidentOpen, { title: 'Pan', impact: 'major', status: 'investigating', message: 'Nous regardons.' }, { actor: admin }))).toBe('incident_title_invalid');

    const opened = await service.client.request(RPC.adminIncidentOpen, { title: 'Votes lents', impact: 'minor', status: 'identified', message: 'La base répond lentement.' }, { actor: admin });
    expect(opened).toMatchObject({ title: 'Votes lents', status: 'identified', impact: 'minor', resolvedAt: null, updates: [{ status: 'identified', message: 'La base répond lentement.' }] });
    await smtp.waitFor('amal@example.ma', 10_000, (mail) => mail.subject === 'Incident Lieux : Votes lents');
    await smtp.waitFor('omar@example.ma', 10_000, (mail) => mail.subject === 'حادث في Lieux: Votes lents');

    const updated = await service.client.request(RPC.adminIncidentPostUpdate, { incidentId: opened.id, status: 'monitoring', message: 'Correctif déployé.' }, { actor: admin });
    expect(updated.updates.map((update) => update.status)).toEqual(['monitoring', 'identified']);
    expect(updated.resolvedAt).toBeNull();
    const updateMail = await smtp.waitFor('amal@example.ma', 10_000, (mail) => mail.subject === 'Incident Lieux, mise à jour : Votes lents');
    expect(updateMail.text).toContain('sous surveillance');
    await smtp.waitFor('omar@example.ma', 10_000, (mail) => mail.subject === 'تحديث حادث في Lieux: Votes lents');

    const resolved = await service.client.request(RPC.adminIncidentPostUpdate, { incidentId: opened.id, status: 'resolved', message: 'Tout fonctionne.' }, { actor: admin });
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedAt).not.toBeNull();
    await smtp.waitFor('amal@example.ma', 10_000, (mail) => mail.subject === 'Incident résolu : Votes lents');
    await smtp.waitFor('omar@example.ma', 10_000, (mail) => mail.subject.startsWith('تم حل الحادث'));
    expect(await failureCode(service.client.request(RPC.adminIncidentPostUpdate, { incidentId: opened.id, status: 'monitoring', message: 'Encore une fois.' }, { actor: admin }))).toBe('incident_already_resolved');
    expect(await failureCode(service.client.request(RPC.adminIncidentPostUpdate, { incidentId: randomUUID(), status: 'monitoring', message: 'Encore une fois.' }, { actor: admin }))).toBe('incident_not_found');

    // Three mails per confirmed subscriber, none to the unconfirmed address.
    expect(smtp.mailsTo('amal@example.ma').filter((mail) => mail.subject.includes('Votes lents'))).toHaveLength(3);
    expect(smtp.mailsTo('pending@example.ma')).toEqual([]);
    expect((await auditsOf(opened.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['incident.opened', null, { status: 'identified', impact: 'minor' }],
      ['incident.updated', { status: 'identified' }, { status: 'monitoring' }],
      ['incident.resolved', { status: 'monitoring' }, { status: 'resolved' }],
    ]);

    // The admin list keeps resolved incidents; the public page shows only the open ones.
    const all = await service.client.request(RPC.adminIncidentsList, {}, { actor: admin });
    expect(all.find((incident) => incident.id === opened.id)).toMatchObject({ status: 'resolved' });
    const history = await service.client.request(RPC.adminStatusHistory, {}, { actor: undefined });
    expect(history.incidents.map((incident) => incident.id)).not.toContain(opened.id);
  });
});
