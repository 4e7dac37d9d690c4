import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { RPC, type Actor } from '@lieux/contracts';
import { ServiceClock } from '@lieux/service-kit';
import { failureCode } from '@lieux/testing';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';
import { SupportRetentionScheduler } from './support-retention.scheduler.js';

jest.setTimeout(30_000);

const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const person: Actor = { userId: randomUUID(), role: 'consumer', plan: 'free' };

/** The support messages as a person's data (their export) and their 2-year retention, on a real PostgreSQL with the service's clock moved. */
describe('support data: in the sender’s export, deleted 2 years after the last exchange', () => {
  let service: RunningAdminService;

  beforeAll(async () => {
    service = await startAdminService({ SUPPORT_EMAIL: 'support@lieux.example', MAIL_RELAY_INTERVAL_MS: 3_600_000, STATUS_CHECK_INTERVAL_MS: 3_600_000 });
  });

  afterAll(async () => {
    await service?.close();
  });

  const submit = async (email: string, message: string, sentAt: string): Promise<string> => {
    const { id } = await service.client.request(
      RPC.adminContactSubmit,
      { firstName: 'Salma', lastName: 'Bennani', email, subject: 'account', message, locale: 'fr' },
      { actor: undefined },
    );
    await service.sql('update admin.contact_messages set created_at = ? where id = ?', [sentAt, id]);
    return id;
  };
  const reply = async (messageId: string, body: string, sentAt: string) => {
    await service.client.request(RPC.adminInboxReply, { messageId, body }, { actor: admin });
    await service.sql('update admin.contact_message_replies set sent_at = ? where message_id = ? and body = ?', [sentAt, messageId, body]);
  };
  const stored = async (ids: string[]) =>
    (await service.sql<{ id: string }>('select id from admin.contact_messages where id in (?)', [ids])).map((row) => row.id).sort();
  const roundAt = async (instant: string) => {
    service.service.get(ServiceClock).now = () => new Date(instant);
    await service.service.get(SupportRetentionScheduler).runNow();
  };

  it('gives the messages of an address, whatever its case, newest first with support’s replies; only to someone signed in', async () => {
    const email = `salma-${randomUUID()}@example.ma`;
    const first = await submit(email, 'Comment changer mon adresse e-mail ?', '2026-11-01T09:00:00Z');
    await reply(first, 'Depuis la page Mon compte, rubrique Profil.', '2026-11-01T11:00:00Z');
    const second = await submit(email.toUpperCase(), 'Merci, c’est fait.', '2026-11-02T09:00:00Z');
    await submit(`autre-${randomUUID()}@example.ma`, 'Pas le mien.', '2026-11-03T09:00:00Z');

    const { supportMessages } = await service.client.request(RPC.adminAccountData, { email }, { actor: person });
    expect(supportMessages).toEqual([
      expect.objectContaining({ id: second, subject: 'account', message: 'Merci, c’est fait.', sentAt: '2026-11-02T09:00:00.000Z', replies: [] }),
      expect.objectContaining({
        id: first,
        firstName: 'Salma',
        email,
        message: 'Comment changer mon adresse e-mail ?',
        status: 'answered',
        sentAt: '2026-11-01T09:00:00.000Z',
        replies: [{ body: 'Depuis la page Mon compte, rubrique Profil.', sentAt: '2026-11-01T11:00:00.000Z' }],
      }),
    ]);
    expect(await failureCode(service.client.request(RPC.adminAccountData, { email }, { actor: undefined }))).toBe('unauthenticated');
  });

  it('deletes a message and its replies 2 years after its last exchange: the message, or support’s last reply', async () => {
    const email = `retention-${randomUUID()}@example.ma`;
    const unanswered = await submit(email, 'Une question restée sans suite.', '2026-12-01T10:00:00Z');
    const answeredLater = await submit(email, 'Une question répondue six mois après.', '2026-12-01T10:00:00Z');
    await reply(answeredLater, 'Voici enfin notre réponse, avec nos excuses.', '2027-06-01T10:00:00Z');
    const recent = await submit(email, 'Une question récente.', '2028-05-01T10:00:00Z');
    const all = [unanswered, answeredLater, recent];

    await roundAt('2028-12-01T09:59:00Z');
    expect(await stored(all)).toEqual([...all].sort());

    await roundAt('2028-12-01T10:01:00Z');
    expect(await stored(all)).toEqual([answeredLater, recent].sort());

    await roundAt('2029-06-01T10:01:00Z');
    expect(await stored(all)).toEqual([recent]);
    expect(await service.sql('select id from admin.contact_message_replies where message_id = ?', [answeredLater])).toEqual([]);
  });
});
