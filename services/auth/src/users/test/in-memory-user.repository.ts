import type { AdminUsersRequest, DomainEvent, UserSummary } from '@lieux/contracts';
import type { PendingConfirmation } from '../app/email-confirmation.repository.js';
import type { UserRepository } from '../app/user.repository.js';
import { emailKey, type User } from '../domain/user.js';

/** The repository without a database, for the use cases' unit tests; `events` is its outbox. */
export class InMemoryUserRepository implements UserRepository {
  readonly users: User[] = [];
  readonly events: DomainEvent[] = [];

  async findByEmail(email: string): Promise<User | undefined> {
    return this.users.find((user) => emailKey(user.email) === emailKey(email));
  }

  async findById(id: string): Promise<User | undefined> {
    return this.users.find((user) => user.id === id);
  }

  async summariesByIds(ids: readonly string[]): Promise<UserSummary[]> {
    return this.users.filter((user) => ids.includes(user.id)).map(({ id, email, firstName, lastName, role }) => ({ id, email, firstName, lastName, role }));
  }

  async adminList(request: AdminUsersRequest): Promise<{ users: User[]; total: number }> {
    const q = request.q?.toLowerCase();
    const matching = this.users
      .filter((user) => !q || [user.email, user.firstName, user.lastName, `${user.firstName} ${user.lastName}`].some((text) => text.toLowerCase().includes(q)))
      .filter((user) => !request.role || user.role === request.role)
      .filter((user) => !request.status || (request.status === 'suspended') === (user.suspendedAt !== null))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const start = (request.page - 1) * request.pageSize;
    return { users: matching.slice(start, start + request.pageSize), total: matching.length };
  }

  /** The welcome links and mails stored with new accounts. */
  readonly welcomes: PendingConfirmation[] = [];

  async create(user: User, events: DomainEvent[], welcome?: PendingConfirmation): Promise<'created' | 'email_taken'> {
    if (await this.findByEmail(user.email)) return 'email_taken';
    this.users.push({ ...user });
    if (welcome) this.welcomes.push(welcome);
    this.events.push(...events);
    return 'created';
  }

  async update(user: User, events: DomainEvent[]): Promise<void> {
    const index = this.users.findIndex((candidate) => candidate.id === user.id);
    if (index >= 0) this.users[index] = { ...user };
    this.events.push(...events);
  }

  async delete(userId: string, events: DomainEvent[]): Promise<void> {
    this.users.splice(0, this.users.length, ...this.users.filter((user) => user.id !== userId));
    this.events.push(...events);
  }
}
