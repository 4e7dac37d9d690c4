/** Why a sign-in was refused, as the security log keeps it. */
export type SignInFailureReason = 'unknown_account' | 'wrong_password' | 'no_password' | 'external_email_unverified' | 'account_suspended';

/** One refused sign-in: which account was tried (the e-mail as typed, lowercased), from where, when, why. Never a password. */
export interface SignInFailure {
  email: string;
  /** The account the e-mail names, or null when none does. */
  userId: string | null;
  /** The caller's address as the gateway saw it (TRUST_PROXY_HOPS), or null when unknown. */
  ip: string | null;
  reason: SignInFailureReason;
  occurredAt: Date;
}

/** How long the security log keeps a line: the legal pages say one year. */
export const SECURITY_LOG_RETENTION_DAYS = 365;

/** The security log of failed sign-ins (auth.sign_in_failures). */
export interface SecurityLog {
  recordFailure(failure: SignInFailure): Promise<void>;
}

export const SECURITY_LOG = Symbol('SecurityLog');
