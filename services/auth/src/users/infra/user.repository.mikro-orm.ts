import { Inject, Injectable } from '@nestjs/common';
import { sql, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUsersRequest, DomainEvent, UserSummary } from '@lieux/contracts';
import { PreparedRead } from '@lieux/persistence';
import { EventOutbox, MailOutbox } from '@lieux/service-kit';
import type { PendingConfirmation } from '../app/email-confirmation.repository.js';
import { addPendingConfirmation } from './email-confirmation.repository.mikro-orm.js';
import type { UserRepository } from '../app/user.repository.js';
import { emailKey, type User } from '../domain/user.js';
import { UserEntity } from './user.entity.js';

/** The admin lists' user summaries (issue 31 §5): a prepared statement, no entities hydrated. */
const USER_SUMMARIES = new PreparedRead<UserSummary>(
  'auth_user_summaries',
  (s) => `select id, email, first_name as "firstName", last_name as "lastName", role from "${s}".users where id = any($1::uuid[])`,
);

@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(MailOutbox) private readonly mails: MailOutbox,
  ) {}

  async findByEmail(email: string): Promise<User | undefined> {
    // lower(email) is what the unique index holds, so this is an index lookup.
    const found = await this.em.findOne(UserEntity, { [sql.lower('email')]: emailKey(email) });
    return found ? toUser(found) : undefined;
  }

  async findById(id: string): Promise<User | undefined> {
    const found = await this.em.findOne(UserEntity, { id });
    return found ? toUser(found) : undefined;
  }

  async summariesByIds(ids: readonly string[]): Promise<UserSummary[]> {
    if (ids.length === 0) return [];
    return USER_SUMMARIES.all(this.em, [ids]);
  }

  async adminList(request: AdminUsersRequest): Promise<{ users: User[]; total: number }> {
    const where: FilterQuery<UserEntity> = {};
    if (request.q) {
      // `%`, `_` and `\` typed in the search box are letters, not patterns.
      const pattern = `%${request.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      where.$or = [{ email: { $ilike: pattern } }, { firstName: { $ilike: pattern } }, { lastName: { $ilike: pattern } }, { [sql`first_name || ' ' || last_name`]: { $ilike: pattern } }];
    }
    if (request.role) where.role = request.role;
    if (request.status) where.suspendedAt = request.status === 'suspended' ? { $ne: null } : null;
    const [found, total] = await this.em.findAndCount(UserEntity, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    });
    return { users: found.map(toUser), total };
  }

  async update(user: User, events: DomainEvent[]): Promise<void> {
    await this.em.transactional(async (em) => {
      const { id, email, passwordHash, firstName, lastName, role, profileImageUrl, subscription, suspendedAt, suspensionReason, emailConfirmedAt, updatedAt } = user;
      await em.nativeUpdate(UserEntity, { id }, { email, passwordHash, firstName, lastName, role, profileImageUrl, subscription, suspendedAt, suspensionReason, emailConfirmedAt, updatedAt });
      this.record(em, events);
    });
  }

  async delete(userId: string, events: DomainEvent[]): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.nativeDelete(UserEntity, { id: userId });
      this.record(em, events);
    });
  }

  async create(user: User, events: DomainEvent[], welcome?: PendingConfirmation): Promise<'created' | 'email_taken'> {
    try {
      await this.em.transactional(async (em) => {
        em.persist(em.create(UserEntity, { ...user }));
        this.record(em, events);
        if (!welcome) return;
        // The token row refers to the account: the account's insert goes first (no ORM relation orders them).
        await em.flush();
        addPendingConfirmation(em, this.mails, welcome);
      });
      return 'created';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return 'email_taken';
      throw error;
    }
  }
  /** The events go through the outbox, in the caller's transaction. */
  private record(em: EntityManager, events: DomainEvent[]): void {
    for (const event of events) this.outbox.add(em, event.subject, event.payload as never);
  }
}

function toUser(entity: UserEntity): User {
  return { ...entity };
}
