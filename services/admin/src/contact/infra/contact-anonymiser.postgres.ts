import type { EntityManager } from '@mikro-orm/postgresql';
import { ANONYMISED_CONTACT } from '../domain/anonymised-contact.js';

/** Plain SQL on the event's EntityManager (its transaction holds the inbox row). */
export class PostgresContactAnonymiser {
  private readonly s: string;

  constructor(private readonly em: EntityManager) {
    this.s = String(em.config.get('schema') ?? 'admin');
  }

  /**
   * The messages the account sent while signed in, their replies, and the mails still waiting to
   * reach its addresses. The link to the account goes too, so a redelivery finds nothing.
   */
  async anonymiseSender(userId: string): Promise<number> {
    const rows = await this.em.execute<Array<{ id: string; email: string }>>(
      `with mine as (select id, email from "${this.s}".contact_messages where sender_user_id = ? for update),
       changed as (
         update "${this.s}".contact_messages m set first_name = ?, last_name = ?, email = ?, message = ?, sender_user_id = null, updated_at = now()
         from mine where m.id = mine.id returning m.id
       )
       select mine.id, mine.email from mine join changed on changed.id = mine.id`,
      [userId, ANONYMISED_CONTACT.firstName, ANONYMISED_CONTACT.lastName, ANONYMISED_CONTACT.email, ANONYMISED_CONTACT.message],
    );
    if (rows.length === 0) return 0;
    await this.em.execute(`update "${this.s}".contact_message_replies set body = ? where message_id = any(?::uuid[])`, [ANONYMISED_CONTACT.replyBody, `{${rows.map((row) => row.id).join(',')}}`], 'run');
    const addresses = [...new Set(rows.map((row) => row.email.toLowerCase()))];
    await this.em.execute(`delete from "${this.s}".pending_mails where lower(to_address) = any(?::text[])`, [`{${addresses.map((address) => `"${address.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`], 'run');
    return rows.length;
  }
}
