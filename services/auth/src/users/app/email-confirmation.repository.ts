import type { DomainEvent } from '@lieux/contracts';
import type { OutgoingMail } from '@lieux/mail';
import type { EmailConfirmationToken } from '../domain/email-confirmation.js';

/** A confirmation token and the mail that carries its link: stored together, the mail relay sends it. */
export interface PendingConfirmation {
  token: EmailConfirmationToken;
  mail: OutgoingMail;
}

/** Where e-mail confirmation tokens are kept, with the mails that carry them (issue 30 §9). */
export interface EmailConfirmationRepository {
  /** A new link for an existing account, in one transaction with its mail. */
  saveWithMail(pending: PendingConfirmation): Promise<void>;
  findByHash(tokenHash: string): Promise<EmailConfirmationToken | undefined>;
  /**
   * In one transaction: marks the token used (only if it still is unused) with every other unused
   * token of the user, sets the account's `email_confirmed_at` (if still null) and records `events`
   * (`user.email-confirmed`). `already_used` when another request consumed it first.
   */
  consume(token: EmailConfirmationToken, now: Date, events: DomainEvent[]): Promise<'confirmed' | 'already_used'>;
}

export const EMAIL_CONFIRMATION_REPOSITORY = Symbol('EmailConfirmationRepository');
