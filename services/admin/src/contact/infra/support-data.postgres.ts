import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isoInstantSql } from '@lieux/persistence';
import type { ContactSubject, ExportedSupportMessageDto } from '@lieux/contracts';

const ISO = isoInstantSql;
/** Messages deleted per statement, so a first round on a large inbox never holds long locks. */
const CHUNK = 500;
/** When a message's exchange last moved: its sending or support's last reply. */
const LAST_EXCHANGE = `greatest(m.created_at, coalesce((select max(r.sent_at) from "%s".contact_message_replies r where r.message_id = m.id), m.created_at))`;

interface MessageRow {
  id: string;
  subject: ContactSubject;
  request_type: string | null;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  status: string;
  sent_at: string;
  replies: Array<{ body: string; sent_at: string }>;
}

/** The support messages as a person's data (their export) and as data with a retention (docs/legal.md). */
@Injectable()
export class SupportData {
  private readonly s: string;

  constructor(@Inject(EntityManager) private readonly em: EntityManager) {
    this.s = String(em.config.get('schema') ?? 'admin');
  }

  /** The messages sent from this address (whatever its case), newest first, each with support's replies. */
  async ofEmail(email: string): Promise<ExportedSupportMessageDto[]> {
    const rows = await this.em.fork().execute<MessageRow[]>(
      `select m.id, m.subject, m.request_type, m.first_name, m.last_name, m.email, m.message, m.status, ${ISO('m.created_at')} as sent_at,
         coalesce((select json_agg(json_build_object('body', r.body, 'sent_at', ${ISO('r.sent_at')}) order by r.sent_at, r.id)
           from "${this.s}".contact_message_replies r where r.message_id = m.id), '[]'::json) as replies
       from "${this.s}".contact_messages m where lower(m.email) = lower(?) order by m.created_at desc, m.id`,
      [email.trim()],
    );
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      requestType: row.request_type,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      message: row.message,
      status: row.status,
      sentAt: row.sent_at,
      replies: row.replies.map((reply) => ({ body: reply.body, sentAt: reply.sent_at })),
    }));
  }

  /**
   * Deletes the messages whose last exchange is older than `before`, their replies with them (the
   * foreign key cascades). One statement per chunk: two replicas running it at once delete each row
   * once, the other finds it gone. Resolves with the number of messages deleted.
   */
  async deleteExchangedBefore(before: Date): Promise<number> {
    const em = this.em.fork();
    let deleted = 0;
    for (;;) {
      const rows = await em.execute<Array<{ id: string }>>(
        `delete from "${this.s}".contact_messages where id in (
           select m.id from "${this.s}".contact_messages m where ${LAST_EXCHANGE.replace('%s', this.s)} < ? limit ${CHUNK}
         ) returning id`,
        [before],
      );
      deleted += rows.length;
      if (rows.length < CHUNK) return deleted;
    }
  }
}
