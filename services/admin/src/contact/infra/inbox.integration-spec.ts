import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { RPC, type Actor } from '@lieux/contracts';
import { failureCode } from '@lieux/testing';
import { startAdminService, type RunningAdminService } from '../../test/admin-service.fixture.js';

jest.setTimeout(30_000);

const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const merchant: Actor = { userId: randomUUID(), role: 'merchant', plan: 'free' };


/** The admins' inbox over NATS: real PostgreSQL, the mail outbox (its relay far in the future, so mails stay queued). */
describe('the inbox of contact messages and GDPR requests', () => {
  let service: RunningAdminService;

  beforeAll(async () => {
    service = await startAdminService({ SUPPORT_EMAIL: 'support@lieux.example', MAIL_RELAY_INTERVAL_MS: 3_600_000, STATUS_CHECK_INTERVAL_MS: 3_600_000 });
  });

  afterAll(async () => {
    await service?.close();
  });

  const submit = (email: string, subject: 'support' | 'gdpr', locale: 'fr' | 'ar' = 'fr') =>
    service.client.request(
      RPC.adminContactSubmit,
      { firstName: 'Salma', lastName: 'Bennani', email, subject, ...(subject === 'gdpr' ? { requestType: 'access' as const } : {}), message: 'Bonjour, une question sur mon compte.', locale },
      { actor: undefined },
    );

  it('lists messages newest first by kind and status, for admins only', async () => {
    const contact = await submit(`c-${randomUUID()}@example.ma`, 'support');
    const gdpr = await submit(`g-${randomUUID()}@example.ma`, 'gdpr');
    const gdprPage = await service.client.request(RPC.adminInboxList, { page: 1, pageSize: 50, kind: 'gdpr', status: 'new' }, { actor: admin });
    expect(gdprPage.items.map((item) => item.id)).toContain(gdpr.id);
    expect(gdprPage.items.map((item) => item.id)).not.toContain(contact.id);
    expect(gdprPage.items.every((item) => item.subject === 'gdpr')).toBe(true);
    const contactPage = await service.client.request(RPC.adminInboxList, { page: 1, pageSize: 1, kind: 'contact' }, { actor: admin });
    expect(contactPage.items.map((item) => item.id)).toEqual([contact.id]);
    const [{ count }] = await service.sql<{ count: number }>(`select count(*)::int as count from admin.contact_messages where subject <> 'gdpr'`);
    expect(contactPage.total).toBe(count);
    expect(await failureCode(service.client.request(RPC.adminInboxList, { page: 1, pageSize: 8 }, { actor: merchant }))).toBe('forbidden');
  });

  it('moves a message’s status with one audit entry per change', async () => {
    const { id } = await submit(`s-${randomUUID()}@example.ma`, 'support');
    const read = await service.client.request(RPC.adminInboxSetStatus, { messageId: id, status: 'read' }, { actor: admin });
    expect(read).toMatchObject({ id, status: 'read', replies: [] });
    // The same status again changes nothing and audits nothing.
    await service.client.request(RPC.adminInboxSetStatus, { messageId: id, status: 'read' }, { actor: admin });
    const audits = await service.sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from admin.outbox where subject = 'audit.recorded' and payload->'payload'->>'targetId' = ?`, [id]);
    expect(audits.map((row) => row.payload.payload)).toEqual([
      expect.objectContaining({ action: 'inbox.status-changed', actorUserId: admin.userId, targetType: 'contact-message', targetLabel: 'Salma Bennani', before: { status: 'new' }, after: { status: 'read' } }),
    ]);
    expect(await failureCode(service.client.request(RPC.adminInboxSetStatus, { messageId: randomUUID(), status: 'read' }, { actor: admin }))).toBe('inbox_message_not_found');
    expect(await failureCode(service.client.request(RPC.adminInboxSetStatus, { messageId: id, status: 'read' }, { actor: merchant }))).toBe('forbidden');
  });

  it('answers by e-mail: the reply kept, one mail queued to the sender in their language, the message answered, audited', async () => {
    const email = `r-${randomUUID()}@example.ma`;
    const { id } = await submit(email, 'gdpr', 'ar');
    expect(await failureCode(service.client.request(RPC.adminInboxReply, { messageId: id, body: 'Merci' }, { actor: admin }))).toBe('inbox_reply_invalid');
    const replied = await service.client.request(RPC.adminInboxReply, { messageId: id, body: '  Voici l’export de vos données, en pièce jointe de notre prochain message.  ' }, { actor: admin });
    expect(replied).toMatchObject({ id, status: 'answered', replies: [{ body: 'Voici l’export de vos données, en pièce jointe de notre prochain message.', sentByUserId: admin.userId }] });
    // The sender's mails: the acknowledgement of the request, then the reply.
    const mails = await service.sql<{ to_address: string; subject: string; text_body: string }>('select * from admin.pending_mails where to_address = ? order by created_at', [email]);
    expect(mails.map((mail) => mail.subject)).toEqual(['توصلنا برسالتك — Lieux', 'رد على رسالتك — Lieux']);
    const audits = await service.sql<{ payload: { payload: Record<string, unknown> } }>(`select payload from admin.outbox where subject = 'audit.recorded' and payload->'payload'->>'targetId' = ?`, [id]);
    expect(audits.map((row) => row.payload.payload)).toEqual([expect.objectContaining({ action: 'inbox.replied', before: { status: 'new' }, after: { status: 'answered' } })]);
    const [{ count }] = await service.sql<{ count: number }>('select count(*)::int as count from admin.contact_message_replies where message_id = ?', [id]);
    expect(count).toBe(1);
  });
});
