import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { RPC, STATUS_COMPONENTS, type ComponentProbe } from '@lieux/contracts';
import { EventOutbox, MailOutbox, MailRelay } from '@lieux/service-kit';
import { failureCode, TestSmtpServer } from '@lieux/testing';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';
import { GetStatusHistoryUseCase, RecordStatusCheckUseCase } from '../app/status-checks.usecases.js';
import { OpenIncidentUseCase } from '../app/status-alerts.usecases.js';
import { lastDays } from '../domain/uptime.js';
import { StatusCheckScheduler } from './status-check.scheduler.js';
import { MikroOrmStatusRepository } from './status.repository.mikro-orm.js';

jest.setTimeout(30_000);

const HOUR = 3_600_000;
const probes = (state: ComponentProbe['state']): ComponentProbe[] => STATUS_COMPONENTS.map((id) => ({ id, state, responseTimeMs: state === 'outage' ? null : 12 }));

/** The status history as the admin service keeps it: real PostgreSQL, its recorder, alerts mailed through a real SMTP server. */
describe('status checks, uptime, incidents and e-mail alerts in the admin schema', () => {
  let admin: RunningAdminService;
  let smtp: TestSmtpServer;
  let repository: MikroOrmStatusRepository;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    admin = await startAdminService({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lieux.example', MAIL_RELAY_INTERVAL_MS: 100, STATUS_CHECK_INTERVAL_MS: 1000, STATUS_WEB_URL: 'http://127.0.0.1:9', STATUS_STARTUP_GRACE_MS: 0 });
    repository = new MikroOrmStatusRepository(admin.service.get(MikroORM).em, admin.service.get(MailOutbox), admin.service.get(EventOutbox));
  });

  afterAll(async () => {
    await admin?.close();
    await smtp?.stop();
  });

  it('records a round every interval on its own, measured for real (this service answers, the web app is unreachable)', async () => {
    for (let attempt = 0; attempt < 50 && (await admin.sql('select 1 from admin.status_checks')).length < 12; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
    const rows = await admin.sql<{ component: string; state: string; checked_at: Date }>('select component, state, checked_at from admin.status_checks order by checked_at, component');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    // The latest round: the very first one may run before this service's own handlers listen.
    const first = rows.filter((row) => String(row.checked_at) === String(rows.at(-1)?.checked_at));
    expect(Object.fromEntries(first.map((row) => [row.component, row.state]))).toEqual({
      // Only admin answers among the six services: the API is degraded, auth and connections are out.
      api: 'degraded',
      database: 'operational',
      auth: 'outage',
      social: 'outage',
      web: 'outage',
      cdn: 'unknown',
    });
  });

  it('records nothing while the platform starts with it, then every round once every line answered (issue 30)', async () => {
    const starting = new RecordStatusCheckUseCase({ measure: async () => lines.shift()! }, repository, { checkIntervalMs: 60_000, publicUrl: '', startupGraceMs: 300_000 });
    const lines = [probes('outage'), probes('operational'), probes('outage')];
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 3, 10, minute));
    expect((await starting.execute(at(0))).recorded).toBe(false);
    expect((await starting.execute(at(1))).recorded).toBe(true);
    // Up once, the platform is observed: an outage now is one, recorded.
    expect((await starting.execute(at(2))).recorded).toBe(true);
    const rows = await admin.sql<{ state: string }>('select state from admin.status_checks where checked_at >= ? and checked_at <= ? order by checked_at', [at(0), at(2)]);
    expect(rows.map((row) => row.state)).toEqual([...Array(6).fill('operational'), ...Array(6).fill('outage')]);
  });

  it('records one round per slot whatever the number of replicas', async () => {
    const slot = new Date('2026-01-01T10:00:00Z');
    const results = await Promise.all([repository.recordChecks(slot, probes('operational')), repository.recordChecks(slot, probes('outage'))]);
    expect(results.sort()).toEqual([false, true]);
    expect(await admin.sql('select * from admin.status_checks where checked_at = ?', [slot])).toHaveLength(6);
  });

  it('aggregates per Moroccan day, counts degraded as up and unknown not at all, and prunes past 90 days', async () => {
    // The service's own recorder stops here, so only this test's rounds are counted.
    await admin.service.get(StatusCheckScheduler).onApplicationShutdown();
    await admin.sql('delete from admin.status_checks');
    // A fixed midday in Morocco, so no round falls across a Moroccan midnight whatever the hour of the run.
    const now = new Date('2026-06-15T12:00:00Z');
    const today = new Date(now.getTime() - 2 * HOUR);
    const yesterday = new Date(today.getTime() - 24 * HOUR);
    // Yesterday: 3 up (one degraded), 1 down → 75 %. Today: 1 up, 1 unknown, and the round below → 100 %.
    await repository.recordChecks(new Date(yesterday.getTime()), probes('operational'));
    await repository.recordChecks(new Date(yesterday.getTime() + 60_000), probes('degraded'));
    await repository.recordChecks(new Date(yesterday.getTime() + 120_000), probes('operational'));
    await repository.recordChecks(new Date(yesterday.getTime() + 180_000), probes('outage'));
    await repository.recordChecks(today, probes('operational'));
    await repository.recordChecks(new Date(today.getTime() + 60_000), probes('unknown'));
    await repository.recordChecks(new Date(now.getTime() - 91 * 24 * HOUR), probes('outage'));

    const record = new RecordStatusCheckUseCase({ measure: async () => probes('operational') }, repository, { checkIntervalMs: 60_000, publicUrl: '' });
    // The recorder's own round (now) is one more "up" today; and the 91-day-old round goes.
    expect((await record.execute(now)).pruned).toBe(6);

    const history = await new GetStatusHistoryUseCase(repository).execute(now);
    const days = lastDays(now, 90);
    const api = history.components.api;
    expect(api.days).toHaveLength(90);
    expect(api.days.at(-1)?.day).toBe(days.at(-1));
    const byDay = Object.fromEntries(api.days.filter((day) => day.uptime !== null).map((day) => [day.day, day.uptime]));
    expect(Object.values(byDay).sort()).toEqual([100, 75]);
    // 5 up out of 6 counted.
    expect(api.uptime).toBe(83.33);
    expect(history.incidents).toEqual([]);
  });

  it('confirms a subscription once, mails confirmed subscribers when an incident opens, and unsubscribes in one click', async () => {
    const client = admin.client;
    await client.request(RPC.adminStatusSubscribe, { email: 'nadia@example.ma', locale: 'en' }, { actor: undefined });
    const confirmation = await smtp.waitFor('nadia@example.ma');
    expect(confirmation.subject).toBe('Confirm your Lieux status alerts');
    const token = /statut\?abonnement=([A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1];
    const unsubscribe = /statut\?desabonnement=([A-Za-z0-9_-]{43})/.exec(confirmation.text)?.[1];
    expect(token).toBeDefined();
    expect(unsubscribe).toBeDefined();
    // Only the confirmation token's hash is kept.
    expect(JSON.stringify(await admin.sql('select * from admin.status_subscriptions'))).not.toContain(token!);

    // Not confirmed yet: an incident mails nobody.
    const opened = admin.service.get(OpenIncidentUseCase);
    expect((await opened.execute({ title: 'Lenteurs', impact: 'minor', message: 'Nous regardons.' })).mailed).toBe(0);

    expect(await client.request(RPC.adminStatusConfirm, { token: token! }, { actor: undefined })).toEqual({ confirmed: true });
    expect(await failureCode(client.request(RPC.adminStatusConfirm, { token: token! }, { actor: undefined }))).toBe('status_token_invalid');

    const { mailed } = await opened.execute({ title: 'Connexion impossible', impact: 'major', message: 'La connexion échoue pour certains comptes.' });
    expect(mailed).toBe(1);
    const alert = await smtp.waitFor('nadia@example.ma', 10_000, (mail) => mail.subject.startsWith('Lieux incident'));
    expect(alert.subject).toBe('Lieux incident: Connexion impossible');
    expect(alert.text).toContain('impact: major');
    expect(alert.text).toContain(`https://lieux.example/statut?desabonnement=${unsubscribe}`);

    const history = await client.request(RPC.adminStatusHistory, {}, { actor: undefined });
    expect(history.incidents.map((incident) => incident.title)).toEqual(['Connexion impossible', 'Lenteurs']);
    expect(history.incidents[0]).toMatchObject({ status: 'investigating', impact: 'major', updates: [{ status: 'investigating', message: 'La connexion échoue pour certains comptes.' }] });

    expect(await client.request(RPC.adminStatusUnsubscribe, { token: unsubscribe! }, { actor: undefined })).toEqual({ unsubscribed: true });
    expect(await admin.sql('select * from admin.status_subscriptions')).toEqual([]);
    await admin.service.get(MailRelay).flush();
  });
});
