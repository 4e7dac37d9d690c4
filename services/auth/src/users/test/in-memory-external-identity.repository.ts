import type { DomainEvent } from '@lieux/contracts';
import type { ExternalIdentity, ExternalIdentityRepository } from '../app/external-identity.repository.js';
import type { User } from '../domain/user.js';
import type { InMemoryUserRepository } from './in-memory-user.repository.js';

/** The OpenID links without a database, over the in-memory accounts, for the use cases' unit tests. */
export class InMemoryExternalIdentityRepository implements ExternalIdentityRepository {
  readonly identities: ExternalIdentity[] = [];

  constructor(private readonly users: InMemoryUserRepository) {}

  async signInLinked(issuer: string, subject: string, now: Date): Promise<User | undefined> {
    const link = this.identities.find((identity) => identity.issuer === issuer && identity.subject === subject);
    if (!link) return undefined;
    link.lastSignInAt = now;
    return this.users.findById(link.userId);
  }

  async link(identity: ExternalIdentity): Promise<void> {
    if (!this.identities.some((known) => known.issuer === identity.issuer && known.subject === identity.subject)) this.identities.push({ ...identity });
  }

  async createLinked(user: User, identity: ExternalIdentity, events: DomainEvent[]): Promise<'created' | 'conflict'> {
    if ((await this.users.create(user, events)) === 'email_taken') return 'conflict';
    await this.link(identity);
    return 'created';
  }
}
