import type { SubscriptionPlan, UserRole } from '../actor/actor.js';
import type { Locale } from '../i18n/locales.js';

/** Who may sign themselves up as what: a merchant signs up from the business page; admins are never self-made. */
export const SIGNUP_ROLES = ['consumer', 'merchant'] as const satisfies readonly UserRole[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/** `auth.users.register`: the sign-up form, checked by the gateway; the service checks the e-mail is free. */
export interface RegisterUserRequest {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: SignupRole;
  /** The welcome mail's language (the page's); French when absent. */
  locale?: Locale;
}

/** `auth.email-confirmation.confirm`: the token of the welcome mail's link (issue 30 §9). */
export interface ConfirmEmailRequest {
  token: string;
}

/** `auth.email-confirmation.resend`: a new link for the actor's own address, in this language. */
export interface ResendEmailConfirmationRequest {
  locale?: Locale;
}

/** `sent` false: the address was confirmed already, no mail left. */
export interface ResendEmailConfirmationReply {
  sent: boolean;
}

/** `auth.users.verify-credentials`: the login form. */
export interface VerifyCredentialsRequest {
  email: string;
  password: string;
  /** The caller's address as the gateway saw it: a failed sign-in is kept with it in the security log. */
  ip?: string;
}

/** `auth.users.change-password`: for the actor's own account. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** `auth.password-reset.request`: mails a reset link when an account has this e-mail; answers the same otherwise. */
export interface RequestPasswordResetRequest {
  email: string;
  /** The mail's language; French when absent. */
  locale?: Locale;
}

/** `auth.password-reset.reset`: a mailed token and the new password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** Whose password was reset: the gateway ends their sessions and clears their failed sign-ins. */
export interface ResetPasswordReply {
  userId: string;
  email: string;
}

/** `auth.users.update-profile`: the actor's own names. */
export interface UpdateProfileRequest {
  firstName: string;
  lastName: string;
}

/** `auth.users.delete-account`: the actor's own account, password proved. */
export interface DeleteAccountRequest {
  password: string;
}

// ── Role and plan changes (issue 6) ──

/** `auth.users.change-role` (admins only): sets a user's role; `user.role-changed` when it changes. */
export interface ChangeRoleRequest {
  userId: string;
  role: UserRole;
}

/** `auth.users.change-plan` (admins only): sets a user's plan; `user.plan-changed` when it changes. */
export interface ChangePlanRequest {
  userId: string;
  plan: SubscriptionPlan;
}

// ── External sign-in, OpenID Connect (issue 6) ──

/**
 * `auth.external-accounts.sign-in`: what the gateway learnt from a verified ID token. The service finds
 * the account linked to (issuer, subject), else links or creates one by e-mail, only when the provider
 * vouches for the e-mail (`emailVerified`).
 */
export interface ExternalSignInRequest {
  issuer: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** The browser's address: a refused sign-in goes to the security log with it. */
  ip?: string;
}
