import type { DomainEvent } from '@lieux/contracts';
import type { User } from '../domain/user.js';

/** An account's link to a person at an OpenID provider. */
export interface ExternalIdentity {
  issuer: string;
  subject: string;
  userId: string;
  /** The e-mail that made the link. */
  email: string;
  createdAt: Date;
  lastSignInAt: Date;
}

/** Where the links to OpenID providers are kept. */
export interface ExternalIdentityRepository {
  /** The account linked to (issuer, subject), noting this sign-in; undefined when none is. */
  signInLinked(issuer: string, subject: string, now: Date): Promise<User | undefined>;
  /** Links an existing account (a second link of the same subject changes nothing). */
  link(identity: ExternalIdentity): Promise<void>;
  /** Stores a new account, its link and its events in one transaction; `conflict` when the e-mail or the link appeared meanwhile. */
  createLinked(user: User, identity: ExternalIdentity, events: DomainEvent[]): Promise<'created' | 'conflict'>;
}

export const EXTERNAL_IDENTITY_REPOSITORY = Symbol('ExternalIdentityRepository');
