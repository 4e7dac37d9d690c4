import { jest } from '@jest/globals';
import { RPC } from '@lieux/contracts';
import { MailRelay } from '@lieux/service-kit';
import { TestSmtpServer } from '@lieux/testing';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';

jest.setTimeout(30_000);

/** Contact messages as the admin service runs: real PostgreSQL, NATS, and a real SMTP server that is down, then up. */
describe('contact messages over NATS: stored, then mailed to support even after the mail server was down', () => {
  let admin: RunningAdminService;
  let smtp: TestSmtpServer | undefined;
  let smtpPort: number;

  beforeAll(async () => {
    // A port where nothing listens yet: the mail server is "down" until the test starts it.
    const probe = await TestSmtpServer.start();
    smtpPort = Number(new URL(probe.url).port);
    await probe.stop();
    admin = await startAdminService({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SUPPORT_EMAIL: 'support@lieux.example', MAIL_RELAY_INTERVAL_MS: 100, STATUS_CHECK_INTERVAL_MS: 3_600_000 });
  });

  afterAll(async () => {
    await admin?.close();
    await smtp?.stop();
  });

  it('keeps the message with status "new" and its times, and sends the support mail once the server is back', async () => {
    const { id } = await admin.client.request(
      RPC.adminContactSubmit,
      { firstName: ' Salma ', lastName: 'Bennani', email: 'salma@example.ma', subject: 'merchant', message: 'Je voudrais revendiquer mon café à Rabat.' },
      { actor: undefined },
    );
    const [row] = await admin.sql<Record<string, unknown>>('select * from admin.contact_messages where id = ?', [id]);
    expect(row).toMatchObject({ first_name: 'Salma', last_name: 'Bennani', email: 'salma@example.ma', subject: 'merchant', request_type: null, status: 'new', locale: 'fr' });
    expect(row.created_at).toEqual(row.updated_at);

    // The server is down: the relay tries, fails, and keeps the mail with its error.
    await admin.service.get(MailRelay).flush();
    const [pending] = await admin.sql<{ attempts: number; last_error: string | null; to_address: string }>(
      "select attempts, last_error, to_address from admin.pending_mails where to_address = 'support@lieux.example'",
    );
    expect(pending).toMatchObject({ to_address: 'support@lieux.example', attempts: 1 });
    expect(pending.last_error).not.toBeNull();

    smtp = await TestSmtpServer.start(smtpPort);
    await admin.sql("update admin.pending_mails set next_attempt_at = now()");
    const mail = await smtp.waitFor('support@lieux.example');
    expect(mail.subject).toBe('[Contact] Espace commerçant — Salma Bennani');
    expect(mail.text).toContain('salma@example.ma');
    expect(mail.text).toContain('Je voudrais revendiquer mon café à Rabat.');
    // The sender is told it arrived, and when the answer comes: a merchant question, 24 h.
    const acknowledgement = await smtp.waitFor('salma@example.ma');
    expect(acknowledgement.subject).toBe('Nous avons bien reçu votre message — Lieux');
    expect(acknowledgement.text).toContain('Nous vous répondrons sous 24 h.');
    expect(acknowledgement.text).toContain(`Référence : ${id}`);
    for (let attempt = 0; attempt < 30 && (await admin.sql('select id from admin.pending_mails')).length > 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await admin.sql('select id from admin.pending_mails')).toEqual([]);
  });

  it('files a GDPR request with its type', async () => {
    const { id } = await admin.client.request(
      RPC.adminContactSubmit,
      { firstName: 'Karim', lastName: 'Alaoui', email: 'karim@example.ma', subject: 'gdpr', requestType: 'erasure', message: 'Merci d’effacer toutes mes données.', locale: 'ar' },
      { actor: undefined },
    );
    const [row] = await admin.sql<Record<string, unknown>>('select subject, request_type, locale from admin.contact_messages where id = ?', [id]);
    expect(row).toEqual({ subject: 'gdpr', request_type: 'erasure', locale: 'ar' });
    const mail = await smtp!.waitFor('support@lieux.example', 10_000, (received) => received.subject.includes('RGPD'));
    expect(mail.subject).toBe('[Contact] Demande RGPD : effacement — Karim Alaoui');
  });

  it('gives a Pro merchant priority support: promised within 2 h, said in the acknowledgement, listed first while it waits', async () => {
    const request = { firstName: 'Nadia', lastName: 'Tazi', email: 'nadia@example.ma', subject: 'other' as const, message: 'Mon tableau de bord ne se charge plus.' };
    // The Pro merchant writes first, the free one after: newest first alone would list the free one first.
    const pro = await admin.client.request(RPC.adminContactSubmit, request, { actor: { userId: '00000000-0000-4000-8000-000000000002', role: 'merchant', plan: 'pro' } });
    const free = await admin.client.request(RPC.adminContactSubmit, { ...request, firstName: 'Omar', email: 'free@example.ma' }, { actor: { userId: '00000000-0000-4000-8000-000000000001', role: 'merchant', plan: 'free' } });
    const rows = await admin.sql<{ id: string; priority: boolean; hours: number }>(
      'select id, priority, extract(epoch from respond_by - created_at) / 3600 as hours from admin.contact_messages where id in (?, ?) order by priority',
      [free.id, pro.id],
    );
    expect(rows.map((row) => ({ ...row, hours: Number(row.hours) }))).toEqual([
      { id: free.id, priority: false, hours: 24 },
      { id: pro.id, priority: true, hours: 2 },
    ]);
    const acknowledgement = await smtp!.waitFor('nadia@example.ma');
    expect(acknowledgement.text).toContain('Vous êtes abonné Pro : votre message est traité en priorité, et nous vous répondrons sous 2 h.');
    const support = await smtp!.waitFor('support@lieux.example', 10_000, (received) => received.subject.includes('Nadia Tazi'));
    expect(support.subject).toBe('[Contact] [Pro prioritaire] Autre — Nadia Tazi');

    const inbox = await admin.client.request(RPC.adminInboxList, { page: 1, pageSize: 10 }, { actor: { userId: '00000000-0000-4000-8000-0000000000ad', role: 'admin', plan: 'free' } });
    expect(inbox.items.slice(0, 2).map((item) => ({ id: item.id, priority: item.priority }))).toEqual([
      { id: pro.id, priority: true },
      { id: free.id, priority: false },
    ]);
    // Answered, it no longer goes first: the newest message does.
    await admin.sql("update admin.contact_messages set status = 'answered' where id = ?", [pro.id]);
    const after = await admin.client.request(RPC.adminInboxList, { page: 1, pageSize: 10 }, { actor: { userId: '00000000-0000-4000-8000-0000000000ad', role: 'admin', plan: 'free' } });
    expect(after.items.slice(0, 2).map((item) => item.id)).toEqual([free.id, pro.id]);
  });
});
