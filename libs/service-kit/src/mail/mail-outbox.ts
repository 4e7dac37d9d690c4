import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutgoingMail } from '@lieux/mail';
import { PendingMailEntity } from './pending-mail.entity.js';

/**
 * Mail that must not be lost: added in the caller's transaction (like EventOutbox's events), so it
 * exists exactly when the change that asks for it does; MailRelay sends it and retries until then.
 */
@Injectable()
export class MailOutbox {
  add(em: EntityManager, mail: OutgoingMail, expiresAt: Date): void {
    const now = new Date();
    em.persist(
      em.create(PendingMailEntity, { id: randomUUID(), ...mail, attempts: 0, nextAttemptAt: now, expiresAt, lastError: null, createdAt: now }),
    );
  }
}
