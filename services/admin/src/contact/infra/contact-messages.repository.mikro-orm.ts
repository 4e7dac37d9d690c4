import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminInboxRequest, AdminPage, ContactSubject, GdprRequestType, InboxMessageRow, InboxStatus, Locale } from '@lieux/contracts';
import type { OutgoingMail } from '@lieux/mail';
import { EventOutbox, MailOutbox } from '@lieux/service-kit';
import type { AuditEvent, ContactMessageRepository, ExpiringMail, InboxMessageBefore, InboxReply } from '../app/contact-message.repository.js';
import type { ContactMessage } from '../domain/contact-message.js';
import { isUuid } from '../../shared/is-uuid.js';

/** A contact form's mail waits this long for the SMTP server before it is dropped (with a warning): the message stays stored. */
const SUPPORT_MAIL_LIFETIME_MS = 30 * 24 * 3_600_000;

type Em = EntityManager;

interface MessageRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  subject: ContactSubject;
  request_type: GdprRequestType | null;
  message: string;
  locale: Locale;
  status: InboxStatus;
  priority: boolean;
  respond_by: string;
  created_at: string;
  updated_at: string;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const MESSAGE_COLUMNS = `id, first_name, last_name, email, subject, request_type, message, locale, status, priority, ${ISO('respond_by')} as respond_by, ${ISO('created_at')} as created_at, ${ISO('updated_at')} as updated_at`;

const before = (row: MessageRow): InboxMessageBefore => ({ firstName: row.first_name, lastName: row.last_name, email: row.email, message: row.message, locale: row.locale, status: row.status });

@Injectable()
export class MikroOrmContactMessageRepository implements ContactMessageRepository {
  private readonly s: string;

  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {
    this.s = String(em.config.get('schema') ?? 'admin');
  }

  async add(message: ContactMessage, mails: OutgoingMail[], senderUserId: string | null = null): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await em.execute(
        `insert into "${this.s}".contact_messages
           (id, first_name, last_name, email, subject, request_type, message, locale, status, priority, respond_by, created_at, updated_at, sender_user_id)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          message.id,
          message.firstName,
          message.lastName,
          message.email,
          message.subject,
          message.requestType,
          message.message,
          message.locale,
          message.status,
          message.priority,
          message.respondBy,
          message.createdAt,
          message.updatedAt,
          senderUserId,
        ],
        'run',
      );
      for (const mail of mails) this.mails.add(em, mail, new Date(message.createdAt.getTime() + SUPPORT_MAIL_LIFETIME_MS));
    });
  }

  async list(request: AdminInboxRequest): Promise<AdminPage<InboxMessageRow>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (request.status) {
      conditions.push('status = ?');
      params.push(request.status);
    }
    if (request.kind) conditions.push(request.kind === 'gdpr' ? `subject = 'gdpr'` : `subject <> 'gdpr'`);
    const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
    const em = this.em.fork();
    const [{ total }] = await em.execute<Array<{ total: number }>>(`select count(*)::int as total from "${this.s}".contact_messages ${where}`, params);
    const rows = await em.execute<MessageRow[]>(
      // Priority support: a Pro merchant's message waiting for an answer comes first.
      `select ${MESSAGE_COLUMNS} from "${this.s}".contact_messages ${where}
        order by (priority and status in ('new', 'read')) desc, created_at desc, id limit ? offset ?`,
      [...params, request.pageSize, (request.page - 1) * request.pageSize],
    );
    return { items: await this.withReplies(em, rows), total, page: request.page, pageSize: request.pageSize };
  }

  async setStatus(messageId: string, status: InboxStatus, at: Date, audit: (before: InboxMessageBefore) => AuditEvent): Promise<InboxMessageRow | 'inbox_message_not_found'> {
    return this.change(messageId, async (em, current) => {
      if (current.status === status) return;
      await em.execute(`update "${this.s}".contact_messages set status = ?, updated_at = ? where id = ?`, [status, at, messageId]);
      this.outbox.add(em, ...audit(before(current)));
    });
  }

  async reply(reply: InboxReply, mailFor: (message: InboxMessageBefore) => ExpiringMail, audit: (before: InboxMessageBefore) => AuditEvent): Promise<InboxMessageRow | 'inbox_message_not_found'> {
    return this.change(reply.messageId, async (em, current) => {
      await em.execute(`insert into "${this.s}".contact_message_replies (id, message_id, body, sent_by_user_id, sent_at) values (?, ?, ?, ?, ?)`, [
        reply.id,
        reply.messageId,
        reply.body,
        reply.sentByUserId,
        reply.sentAt,
      ]);
      await em.execute(`update "${this.s}".contact_messages set status = 'answered', updated_at = ? where id = ?`, [reply.sentAt, reply.messageId]);
      const { expiresAt, ...mail } = mailFor(before(current));
      this.mails.add(em, mail, expiresAt);
      this.outbox.add(em, ...audit(before(current)));
    });
  }

  /** Locks the message, applies the change, and answers the message as it is after, in one transaction. */
  private async change(messageId: string, apply: (em: Em, current: MessageRow) => Promise<void>): Promise<InboxMessageRow | 'inbox_message_not_found'> {
    if (!isUuid(messageId)) return 'inbox_message_not_found';
    return this.em.fork().transactional(async (em) => {
      const [current] = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from "${this.s}".contact_messages where id = ? for update`, [messageId]);
      if (!current) return 'inbox_message_not_found' as const;
      await apply(em, current);
      const [after] = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from "${this.s}".contact_messages where id = ?`, [messageId]);
      const [row] = await this.withReplies(em, [after]);
      return row;
    });
  }

  private async withReplies(em: Em, rows: MessageRow[]): Promise<InboxMessageRow[]> {
    if (rows.length === 0) return [];
    const replies = await em.execute<Array<{ id: string; message_id: string; body: string; sent_by_user_id: string; sent_at: string }>>(
      `select id, message_id, body, sent_by_user_id, ${ISO('sent_at')} as sent_at from "${this.s}".contact_message_replies
        where message_id in (${rows.map(() => '?').join(', ')}) order by sent_at, id`,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      subject: row.subject,
      requestType: row.request_type,
      message: row.message,
      locale: row.locale,
      status: row.status,
      priority: row.priority,
      respondBy: row.respond_by,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      replies: replies.filter((reply) => reply.message_id === row.id).map((reply) => ({ id: reply.id, body: reply.body, sentByUserId: reply.sent_by_user_id, sentAt: reply.sent_at })),
    }));
  }
}
