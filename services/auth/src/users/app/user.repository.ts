import type { AdminUsersRequest, DomainEvent, UserSummary } from '@lieux/contracts';
import type { User } from '../domain/user.js';
import type { PendingConfirmation } from './email-confirmation.repository.js';

/** Where accounts are kept. The use cases see only this; the database is one implementation. */
export interface UserRepository {
  /** The account of an e-mail, whatever its case. */
  findByEmail(email: string): Promise<User | undefined>;
  findById(id: string): Promise<User | undefined>;
  /**
   * The summaries of the accounts among `ids` that exist (any order); unknown or deleted ids are left
   * out. Five columns, no entity: every page of an admin list asks for them.
   */
  summariesByIds(ids: readonly string[]): Promise<UserSummary[]>;
  /**
   * The admin console's page of accounts, newest first: `q` (already trimmed) in the e-mail, first or
   * last name or full name whatever the case; role and status filters. `total`: every account that matches.
   */
  adminList(request: AdminUsersRequest): Promise<{ users: User[]; total: number }>;
  /**
   * Stores a new account and its events in one transaction (the outbox): both or neither.
   * `email_taken` when another account has the same e-mail, whatever its case. `welcome`: the
   * confirmation link and its mail (issue 30 §9), in the same transaction.
   */
  create(user: User, events: DomainEvent[], welcome?: PendingConfirmation): Promise<'created' | 'email_taken'>;
  /** Writes an account's changed fields and their events in one transaction. */
  update(user: User, events: DomainEvent[]): Promise<void>;
  /** Erases an account (its row and personal data) and records its events in one transaction. */
  delete(userId: string, events: DomainEvent[]): Promise<void>;
}

export const USER_REPOSITORY = Symbol('UserRepository');
