import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '@lieux/contracts';
import { EventOutbox, MailOutbox } from '@lieux/service-kit';
import type { EmailConfirmationRepository, PendingConfirmation } from '../app/email-confirmation.repository.js';
import type { EmailConfirmationToken } from '../domain/email-confirmation.js';
import { EmailConfirmationTokenEntity } from './email-confirmation-token.entity.js';
import { UserEntity } from './user.entity.js';

@Injectable()
export class MikroOrmEmailConfirmationRepository implements EmailConfirmationRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  async saveWithMail(pending: PendingConfirmation): Promise<void> {
    await this.em.transactional(async (em) => addPendingConfirmation(em, this.mails, pending));
  }

  async findByHash(tokenHash: string): Promise<EmailConfirmationToken | undefined> {
    const found = await this.em.findOne(EmailConfirmationTokenEntity, { tokenHash });
    return found ? { ...found } : undefined;
  }

  async consume(token: EmailConfirmationToken, now: Date, events: DomainEvent[]): Promise<'confirmed' | 'already_used'> {
    return this.em.transactional(async (em) => {
      // Conditional: of two requests with one token, only the first changes anything.
      const claimed = await em.nativeUpdate(EmailConfirmationTokenEntity, { id: token.id, usedAt: null }, { usedAt: now });
      if (claimed === 0) return 'already_used';
      const confirmed = await em.nativeUpdate(UserEntity, { id: token.userId, emailConfirmedAt: null }, { emailConfirmedAt: now, updatedAt: now });
      await em.nativeUpdate(EmailConfirmationTokenEntity, { userId: token.userId, usedAt: null }, { usedAt: now });
      // The event only with the change that it announces: an address confirmed meanwhile is not announced twice.
      if (confirmed > 0) for (const event of events) this.outbox.add(em, event.subject, event.payload as never);
      return 'confirmed';
    });
  }
}

/** The token row and its mail, in the caller's transaction (a sign-up's, or a resend's). */
export function addPendingConfirmation(em: EntityManager, mails: MailOutbox, { token, mail }: PendingConfirmation): void {
  em.persist(em.create(EmailConfirmationTokenEntity, { ...token }));
  mails.add(em, mail, token.expiresAt);
}
