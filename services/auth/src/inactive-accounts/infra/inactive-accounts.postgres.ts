import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isoInstantSql } from '@lieux/persistence';
import type { OutgoingMail } from '@lieux/mail';
import { EventOutbox, MailOutbox } from '@lieux/service-kit';

/** Accounts handled per transaction; a round goes on until none is left. */
const BATCH = 100;

export interface IdleAccount {
  id: string;
  email: string;
  firstName: string;
  lastActiveAt: Date;
}

/**
 * The SQL of the inactive accounts' job. Each batch claims its rows with `for update skip locked` and
 * changes them in the same statement, so two replicas running a round at once never warn or delete
 * one account twice: the second finds it taken, then changed.
 */
@Injectable()
export class InactiveAccountsRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  private get schema(): string {
    return String(this.em.config.get('schema') ?? 'auth');
  }

  /**
   * Marks as warned, at `now`, a batch of accounts unused since `idleSince` and not yet warned, and
   * stores each one's mail in the same transaction. Resolves with the number warned.
   */
  async warnBatch(idleSince: Date, now: Date, mailOf: (account: IdleAccount) => { mail: OutgoingMail; expiresAt: Date }): Promise<number> {
    const s = this.schema;
    return this.em.fork().transactional(async (em) => {
      const rows = await em.execute<Array<{ id: string; email: string; first_name: string; last_active_at: string }>>(
        `update "${s}".users set inactivity_warned_at = ?
         where id in (select id from "${s}".users where last_active_at <= ? and inactivity_warned_at is null order by last_active_at, id limit ${BATCH} for update skip locked)
         returning id, email, first_name, ${isoInstantSql('last_active_at')} as last_active_at`,
        [now, idleSince],
      );
      for (const row of rows) {
        const { mail, expiresAt } = mailOf({ id: row.id, email: row.email, firstName: row.first_name, lastActiveAt: new Date(row.last_active_at) });
        this.mails.add(em, mail, expiresAt);
      }
      return rows.length;
    });
  }

  /**
   * Deletes a batch of accounts unused since `idleSince` whose owner was warned by `warnedBy`, with
   * `user.deleted` for each in the same transaction (as an account deleted by its owner: the other
   * services erase or anonymise what they keep). Resolves with the ids deleted.
   */
  async deleteBatch(idleSince: Date, warnedBy: Date, deletedAt: Date): Promise<string[]> {
    const s = this.schema;
    return this.em.fork().transactional(async (em) => {
      const rows = await em.execute<Array<{ id: string }>>(
        `delete from "${s}".users
         where id in (select id from "${s}".users where last_active_at <= ? and inactivity_warned_at <= ? order by last_active_at, id limit ${BATCH} for update skip locked)
         returning id`,
        [idleSince, warnedBy],
      );
      for (const { id } of rows) this.outbox.add(em, 'user.deleted', { userId: id, deletedAt: deletedAt.toISOString() });
      return rows.map((row) => row.id);
    });
  }
}

export { BATCH as INACTIVE_ACCOUNTS_BATCH };
