import type { UserDto, UserRole } from '@lieux/contracts';

/** Spec section 9: "Login redirect delay about 200 ms". */
export const SIGN_IN_REDIRECT_DELAY_MS = 200;

/**
 * Where a person goes once signed in (spec section 2, login): an admin to /admin; anyone else back to
 * where they were (the protected route whose login screen they used), else `/`.
 */
export function destinationAfterSignIn(role: UserRole | null | undefined, from: string | null | undefined): string {
  if (role === 'admin') return '/admin';
  return from && from.startsWith('/') && !from.startsWith('//') && !isAuthScreen(from) ? from : '/';
}

function isAuthScreen(path: string): boolean {
  return /^\/(login|signup)(?:[/?#]|$)/.test(path);
}

/**
 * What the avatar menu calls the user (spec section 2, shared layout): the name, else the e-mail,
 * else null (the caller shows 'Utilisateur').
 */
export function displayName(user: Pick<UserDto, 'firstName' | 'lastName' | 'email'> | null): string | null {
  if (!user) return null;
  const name = [user.firstName, user.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  if (name !== '') return name;
  const email = user.email?.trim() ?? '';
  return email === '' ? null : email;
}

/** The avatar's letter: the first letter of firstName, else null (the generic icon). */
export function avatarInitial(user: Pick<UserDto, 'firstName'> | null): string | null {
  const first = user?.firstName?.trim() ?? '';
  return first === '' ? null : first.charAt(0).toLocaleUpperCase('fr');
}

/** Users without a role count as consumers (spec section 6). */
export function effectiveRole(user: Pick<UserDto, 'role'> | null): UserRole {
  return user?.role === 'admin' || user?.role === 'merchant' ? user.role : 'consumer';
}

export type RoleLinkKey = 'discover' | 'search' | 'dashboard' | 'newVenue' | 'admin';

/** The signed-in links of each role (spec section 2, shared layout). */
export const ROLE_LINKS: Record<UserRole, readonly { key: RoleLinkKey; to: string }[]> = {
  consumer: [
    { key: 'discover', to: '/explorer' },
    { key: 'search', to: '/search' },
  ],
  merchant: [
    { key: 'dashboard', to: '/merchant/dashboard' },
    { key: 'newVenue', to: '/merchant/onboarding' },
  ],
  admin: [{ key: 'admin', to: '/admin' }],
};

export interface SignupFields {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A broken rule, named as in the contracts' `VALIDATION_MESSAGES` (the screens show its text in the reader's language). */
export type FieldRule = 'invalidEmail' | 'passwordMin' | 'passwordRequired' | 'firstNameMin' | 'lastNameMin';

export type FieldErrors<F> = Partial<Record<keyof F, FieldRule>>;

// The server's rule (class-validator's IsEmail) is stricter; this one catches what a person mistypes.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Spec section 5, login: the server's rules, checked before sending. */
export function validateLogin(fields: Pick<SignupFields, 'email' | 'password'>): FieldErrors<SignupFields> {
  const errors: FieldErrors<SignupFields> = {};
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'invalidEmail';
  if (fields.password.length < 8) errors.password = 'passwordMin';
  return errors;
}

/** Spec section 5, sign-up: the login rules, and both names at least 2 characters. */
export function validateSignup(fields: SignupFields): FieldErrors<SignupFields> {
  const errors = validateLogin(fields);
  return { ...errors, ...validateProfile(fields) };
}

/** The account page's names: both at least 2 characters. */
export function validateProfile(fields: Pick<SignupFields, 'firstName' | 'lastName'>): FieldErrors<SignupFields> {
  const errors: FieldErrors<SignupFields> = {};
  if (fields.firstName.trim().length < 2) errors.firstName = 'firstNameMin';
  if (fields.lastName.trim().length < 2) errors.lastName = 'lastNameMin';
  return errors;
}

export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
}

/** The account page's password change: the current one given, the new one at least 8 characters. */
export function validatePasswordChange(fields: PasswordChangeFields): FieldErrors<PasswordChangeFields> {
  const errors: FieldErrors<PasswordChangeFields> = {};
  if (fields.currentPassword === '') errors.currentPassword = 'passwordRequired';
  if (fields.newPassword.length < 8) errors.newPassword = 'passwordMin';
  return errors;
}

/** Deleting the account: the password given again. */
export function validateDeletion(fields: { password: string }): FieldErrors<{ password: string }> {
  return fields.password === '' ? { password: 'passwordRequired' } : {};
}
