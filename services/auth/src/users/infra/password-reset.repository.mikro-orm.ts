import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OutgoingMail } from '@lieux/mail';
import { MailOutbox } from '@lieux/service-kit';
import type { PasswordResetRepository } from '../app/password-reset.repository.js';
import type { PasswordResetToken } from '../domain/reset-token.js';
import { PasswordResetTokenEntity } from './password-reset-token.entity.js';
import { UserEntity } from './user.entity.js';

@Injectable()
export class MikroOrmPasswordResetRepository implements PasswordResetRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
  ) {}

  async saveWithMail(token: PasswordResetToken, mail: OutgoingMail): Promise<void> {
    await this.em.transactional(async (em) => {
      em.persist(em.create(PasswordResetTokenEntity, { ...token }));
      this.mails.add(em, mail, token.expiresAt);
    });
  }

  async findByHash(tokenHash: string): Promise<PasswordResetToken | undefined> {
    const found = await this.em.findOne(PasswordResetTokenEntity, { tokenHash });
    return found ? { ...found } : undefined;
  }

  async consume(token: PasswordResetToken, passwordHash: string, now: Date): Promise<'reset' | 'already_used'> {
    return this.em.transactional(async (em) => {
      // Conditional: of two requests with one token, only the first changes anything.
      const claimed = await em.nativeUpdate(PasswordResetTokenEntity, { id: token.id, usedAt: null }, { usedAt: now });
      if (claimed === 0) return 'already_used';
      await em.nativeUpdate(UserEntity, { id: token.userId }, { passwordHash, updatedAt: now });
      await em.nativeUpdate(PasswordResetTokenEntity, { userId: token.userId, usedAt: null }, { usedAt: now });
      return 'reset';
    });
  }
}
