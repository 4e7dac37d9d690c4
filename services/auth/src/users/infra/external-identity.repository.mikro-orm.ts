import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import type { ExternalIdentity, ExternalIdentityRepository } from '../app/external-identity.repository.js';
import type { User } from '../domain/user.js';
import { ExternalIdentityEntity } from './external-identity.entity.js';
import { UserEntity } from './user.entity.js';

@Injectable()
export class MikroOrmExternalIdentityRepository implements ExternalIdentityRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  async signInLinked(issuer: string, subject: string, now: Date): Promise<User | undefined> {
    const link = await this.em.findOne(ExternalIdentityEntity, { issuer, subject });
    if (!link) return undefined;
    await this.em.nativeUpdate(ExternalIdentityEntity, { issuer, subject }, { lastSignInAt: now });
    const user = await this.em.findOne(UserEntity, { id: link.userId });
    return user ? { ...user } : undefined;
  }

  async link(identity: ExternalIdentity): Promise<void> {
    try {
      await this.em.insert(ExternalIdentityEntity, { ...identity });
    } catch (error) {
      // The same person's other sign-in linked it first: the link is there, as wanted.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }

  async createLinked(user: User, identity: ExternalIdentity, events: DomainEvent[]): Promise<'created' | 'conflict'> {
    try {
      await this.em.transactional(async (em) => {
        em.persist(em.create(UserEntity, { ...user }));
        // The link names the user by a plain column, so the unit of work does not know to insert the user first.
        await em.flush();
        em.persist(em.create(ExternalIdentityEntity, { ...identity }));
        for (const event of events) this.outbox.add(em, event.subject, event.payload as never);
      });
      return 'created';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'conflict';
      throw error;
    }
  }
}
