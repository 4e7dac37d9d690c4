import type { OutgoingMail } from '@lieux/mail';
import type { PasswordResetToken } from '../domain/reset-token.js';

/** Where reset tokens are kept, with the mails that carry them. */
export interface PasswordResetRepository {
  /** Stores a token and the mail carrying its link in one transaction: the mail is sent (and retried) later. */
  saveWithMail(token: PasswordResetToken, mail: OutgoingMail): Promise<void>;
  findByHash(tokenHash: string): Promise<PasswordResetToken | undefined>;
  /**
   * In one transaction: marks the token used (only if it still is unused), sets the user's new password
   * hash, and marks every other unused token of the user used too. `already_used` when another request
   * consumed it first.
   */
  consume(token: PasswordResetToken, passwordHash: string, now: Date): Promise<'reset' | 'already_used'>;
}

export const PASSWORD_RESET_REPOSITORY = Symbol('PasswordResetRepository');
