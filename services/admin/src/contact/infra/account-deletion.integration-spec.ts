import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { RPC, type Actor } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';
import { ANONYMISED_CONTACT } from '../domain/anonymised-contact.js';
import { ANONYMISED_REPORT_TEXT } from '../../reports/infra/user-deleted.handler.js';

jest.setTimeout(30_000);

const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };

/**
 * A deleted account in the admin service (issue 30 §5), real PostgreSQL and NATS: `user.deleted`
 * arrives through JetStream and the inbox; the contact messages the person sent signed in keep their
 * thread for the desk but none of their personal data, the replies to them are stripped, the mails
 * still waiting for them dropped; their reports no longer point at them. Nobody else's are touched.
 */
describe('a deleted account’s messages and reports', () => {
  let service: RunningAdminService;

  beforeAll(async () => {
    // The mail relay far in the future: the mails stay queued, as a server that is down would keep them.
    service = await startAdminService({ SUPPORT_EMAIL: 'support@lieux.example', MAIL_RELAY_INTERVAL_MS: 3_600_000, STATUS_CHECK_INTERVAL_MS: 3_600_000 });
  });

  afterAll(async () => {
    await service?.close();
  });

  const submit = (sender: Actor | undefined, email: string) =>
    service.client.request(
      RPC.adminContactSubmit,
      { firstName: 'Nadia', lastName: 'Alaoui', email, subject: 'support', message: 'Bonjour, je suis Nadia, joignable au 0612345678.', locale: 'fr' },
      { actor: sender },
    );
  const report = async (reporter: string) => {
    const id = randomUUID();
    await service.sql(
      `insert into admin.reports (id, venue_id, venue_slug, venue_name, reporter_user_id, reason, text, created_at) values (?, ?, 'dar-test', 'Dar Test', ?, 'other', 'Signalé par Nadia, 0612345678', now())`,
      [id, randomUUID(), reporter],
    );
    return id;
  };
  const messageOf = async (id: string) => (await service.sql<Record<string, unknown>>(`select first_name, last_name, email, message, subject, status, sender_user_id from admin.contact_messages where id = ?`, [id]))[0];

  it('anonymises what the person sent signed in, once, and leaves the rest alone', async () => {
    const person: Actor = { userId: randomUUID(), role: 'merchant', plan: 'free' };
    const email = `nadia.${randomUUID().slice(0, 8)}@example.ma`;
    const mine = await submit(person, email);
    const signedOut = await submit(undefined, `visiteur.${randomUUID().slice(0, 8)}@example.ma`);
    const someoneElse = await submit({ userId: randomUUID(), role: 'consumer', plan: 'free' }, `autre.${randomUUID().slice(0, 8)}@example.ma`);
    await service.client.request(RPC.adminInboxReply, { messageId: mine.id, body: 'Bonjour Nadia, voici la réponse à votre question.' }, { actor: admin });
    expect(await messageOf(mine.id)).toMatchObject({ email, sender_user_id: person.userId });
    const myReport = await report(person.userId);
    const otherReport = await report(randomUUID());

    for (let delivery = 0; delivery < 2; delivery += 1) {
      await service.service.get(MikroORM).em.fork().transactional(async (em) => {
        new EventOutbox().add(em, 'user.deleted', { userId: person.userId, deletedAt: new Date().toISOString() });
      });
    }
    const deadline = Date.now() + 10_000;
    // Two events, three handlers each (the messages, the reports, the statistics): six inbox rows once all are applied.
    while ((await service.sql(`select 1 from admin.inbox where subject = 'user.deleted'`)).length < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await messageOf(mine.id)).toEqual({
      first_name: ANONYMISED_CONTACT.firstName,
      last_name: ANONYMISED_CONTACT.lastName,
      email: ANONYMISED_CONTACT.email,
      message: ANONYMISED_CONTACT.message,
      subject: 'support',
      status: 'answered',
      sender_user_id: null,
    });
    expect(await service.sql(`select body from admin.contact_message_replies where message_id = ?`, [mine.id])).toEqual([{ body: ANONYMISED_CONTACT.replyBody }]);
    expect(await service.sql(`select 1 from admin.pending_mails where lower(to_address) = ?`, [email])).toEqual([]);
    // Nothing of the person anywhere in the service's messages.
    expect(await service.sql(`select id from admin.contact_messages where id = ? and (email = ? or first_name = 'Nadia' or message like '%0612345678%')`, [mine.id, email])).toEqual([]);
    expect((await messageOf(signedOut.id))?.first_name).toBe('Nadia');
    expect((await messageOf(someoneElse.id))?.first_name).toBe('Nadia');
    // Support's own copy of the message still waits for the desk's mailbox.
    expect((await service.sql(`select 1 from admin.pending_mails where to_address = 'support@lieux.example'`)).length).toBeGreaterThan(0);

    const [anonymised] = await service.sql<{ reporter_user_id: string; text: string; reason: string }>(`select reporter_user_id, text, reason from admin.reports where id = ?`, [myReport]);
    expect(anonymised).toMatchObject({ text: ANONYMISED_REPORT_TEXT, reason: 'other' });
    expect(anonymised?.reporter_user_id).not.toBe(person.userId);
    expect(await service.sql(`select 1 from admin.reports where reporter_user_id = ?`, [person.userId])).toEqual([]);
    expect((await service.sql<{ text: string }>(`select text from admin.reports where id = ?`, [otherReport]))[0]?.text).toBe('Signalé par Nadia, 0612345678');
  });
});
