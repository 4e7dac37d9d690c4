import { jest } from '@jest/globals';
import { RPC } from '@lieux/contracts';
import { isoInstantSql } from '@lieux/persistence';
import { STRONG_TEST_PASSWORD, TestSmtpServer, type ReceivedMail } from '@lieux/testing';
import { startAuthService, type RunningAuthService } from '../../test/auth-service.fixture.js';
import { InactiveAccountsJob } from '../app/inactive-accounts.job.js';
import { InactiveAccountsScheduler } from './inactive-accounts.scheduler.js';
import { ServiceClock } from '@lieux/service-kit';

/** The inactivity warning, not the welcome mail every new account gets first (issue 30 §9). */
const isWarning = (mail: ReceivedMail) => mail.subject === 'Votre compte Lieux sera bientôt supprimé';

jest.setTimeout(60_000);

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** The test clock's start: each account below signs in then, and lives 3 years in a few calls. */
const T0 = new Date('2026-12-01T10:00:00Z');
const THREE_YEARS_LATER = new Date('2029-12-01T10:00:00Z');
const anonymous = { actor: undefined };

/**
 * The privacy policy's inactive accounts (issue 30 §5) as the auth service runs them: real PostgreSQL,
 * NATS, and a real SMTP server; the service's clock moved by the test.
 */
describe('inactive accounts: warned 30 days ahead, deleted after 3 years, on a real PostgreSQL and SMTP server', () => {
  let auth: RunningAuthService;
  let smtp: TestSmtpServer;
  let clock: ServiceClock;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    auth = await startAuthService({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://lieux.example', MAIL_RELAY_INTERVAL_MS: 100 });
    clock = auth.service.get(ServiceClock);
  });

  afterAll(async () => {
    await auth?.close();
    await smtp?.stop();
  });

  const sql = <T>(query: string, params: unknown[] = []) => auth.sql<T>(query, params);

  /** The service's hourly round, run now at `instant` on its clock. */
  async function roundAt(instant: Date): Promise<void> {
    clock.now = () => instant;
    await auth.service.get(InactiveAccountsScheduler).runNow();
  }

  /** Signs up, then signs in at `instant` on the service's clock. */
  async function accountUsedAt(email: string, firstName: string, instant: Date): Promise<string> {
    const user = await auth.client.request(RPC.authRegister, { email, password: STRONG_TEST_PASSWORD, firstName, lastName: 'Idrissi', role: 'consumer' }, anonymous);
    clock.now = () => instant;
    await auth.client.request(RPC.authVerifyCredentials, { email, password: STRONG_TEST_PASSWORD }, anonymous);
    return user.id;
  }

  /** The account's activity and warning, as ISO instants; undefined once it is deleted. */
  const accountState = async (userId: string) =>
    (await sql<{ last_active_at: string; inactivity_warned_at: string | null }>(
      `select ${isoInstantSql('last_active_at')} as last_active_at, ${isoInstantSql('inactivity_warned_at')} as inactivity_warned_at from auth.users where id = ?`,
      [userId],
    ))[0];
  const deletedEvents = (userId: string) => sql("select id from auth.outbox where subject = 'user.deleted' and payload->'payload'->>'userId' = ?", [userId]);

  it('sends one French mail 30 days ahead, keeps the account until 3 years, then deletes it and publishes user.deleted', async () => {
    const userId = await accountUsedAt('nadia.idle@example.ma', 'Nadia', T0);
    expect(await accountState(userId)).toEqual({ last_active_at: T0.toISOString(), inactivity_warned_at: null });

    // A day before the warning is due: nothing. The round is awaited, and a warning's mail is stored in
    // the very statement's transaction that sets inactivity_warned_at: no mark, no mail.
    await roundAt(new Date(THREE_YEARS_LATER.getTime() - 31 * DAY));
    expect(await accountState(userId)).toMatchObject({ inactivity_warned_at: null });

    const warnedAt = new Date(THREE_YEARS_LATER.getTime() - 30 * DAY + HOUR);
    await roundAt(warnedAt);
    const mail = await smtp.waitFor('nadia.idle@example.ma', 10_000, isWarning);
    expect(mail.subject).toBe('Votre compte Lieux sera bientôt supprimé');
    expect(mail.text).toContain('Bonjour Nadia,');
    expect(mail.text).toContain('un compte inactif depuis 3 ans est supprimé');
    expect(mail.text).toContain('votre compte sera supprimé le 1 décembre 2029');
    expect(mail.text).toContain('https://lieux.example/login');
    expect(await accountState(userId)).toMatchObject({ inactivity_warned_at: warnedAt.toISOString() });

    // Once: later rounds before the deletion leave the mark as it was (so store no other mail), and the account stays.
    await roundAt(new Date(warnedAt.getTime() + HOUR));
    await roundAt(new Date(THREE_YEARS_LATER.getTime() - HOUR));
    expect(await accountState(userId)).toMatchObject({ inactivity_warned_at: warnedAt.toISOString() });
    expect(await deletedEvents(userId)).toEqual([]);

    await roundAt(new Date(THREE_YEARS_LATER.getTime() + HOUR));
    expect(await accountState(userId)).toBeUndefined();
    expect(await deletedEvents(userId)).toHaveLength(1);
    expect(smtp.mailsTo('nadia.idle@example.ma').filter(isWarning)).toHaveLength(1);
  });

  it('a sign-in after the warning cancels the deletion: the account is kept and counts from that sign-in', async () => {
    const userId = await accountUsedAt('karim.back@example.ma', 'Karim', T0);
    await roundAt(new Date(THREE_YEARS_LATER.getTime() - 30 * DAY + HOUR));
    await smtp.waitFor('karim.back@example.ma', 10_000, isWarning);

    const backAt = new Date(THREE_YEARS_LATER.getTime() - 10 * DAY);
    clock.now = () => backAt;
    await auth.client.request(RPC.authVerifyCredentials, { email: 'karim.back@example.ma', password: STRONG_TEST_PASSWORD }, anonymous);
    expect(await accountState(userId)).toEqual({ last_active_at: backAt.toISOString(), inactivity_warned_at: null });

    await roundAt(new Date(THREE_YEARS_LATER.getTime() + HOUR));
    expect(await accountState(userId)).toMatchObject({ last_active_at: backAt.toISOString(), inactivity_warned_at: null });
    expect(await deletedEvents(userId)).toEqual([]);
  });

  it('never deletes without 30 days’ notice: an account found 3 years idle is warned first, deleted 30 days later', async () => {
    const userId = await accountUsedAt('salma.late@example.ma', 'Salma', T0);
    const foundAt = new Date(THREE_YEARS_LATER.getTime() + 5 * DAY);
    await roundAt(foundAt);
    const mail = await smtp.waitFor('salma.late@example.ma', 10_000, isWarning);
    expect(mail.text).toContain('votre compte sera supprimé le 5 janvier 2030');
    await roundAt(new Date(foundAt.getTime() + 30 * DAY - HOUR));
    expect(await accountState(userId)).toBeDefined();
    await roundAt(new Date(foundAt.getTime() + 30 * DAY));
    expect(await accountState(userId)).toBeUndefined();
  });

  it('with two replicas running a round at once, warns and deletes each account once', async () => {
    const ids = await Promise.all(['one', 'two', 'three'].map((name) => accountUsedAt(`${name}.pair@example.ma`, 'Amine', T0)));
    const job = auth.service.get(InactiveAccountsJob);
    const warnedAt = new Date(THREE_YEARS_LATER.getTime() - 29 * DAY);
    clock.now = () => warnedAt;
    const [first, second] = await Promise.all([job.round(), job.round()]);
    const warnedHere = await sql<{ id: string }>('select id from auth.users where id in (?) and inactivity_warned_at = ?', [ids, warnedAt]);
    expect(warnedHere).toHaveLength(3);
    for (const name of ['one', 'two', 'three']) await smtp.waitFor(`${name}.pair@example.ma`, 10_000, isWarning);
    expect(['one', 'two', 'three'].map((name) => smtp.mailsTo(`${name}.pair@example.ma`).filter(isWarning).length)).toEqual([1, 1, 1]);
    expect(first.warned + second.warned).toBeGreaterThanOrEqual(3);

    clock.now = () => new Date(THREE_YEARS_LATER.getTime() + DAY + HOUR);
    const rounds = await Promise.all([job.round(), job.round()]);
    const deleted = rounds.flatMap((round) => round.deleted).filter((id) => ids.includes(id));
    expect(deleted.sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await deletedEvents(id)).toHaveLength(1);
  });
});
