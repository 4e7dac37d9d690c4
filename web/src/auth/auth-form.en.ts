import type { Translation } from '../i18n/message-catalog';
import type { authFormFr } from './auth-form.fr';

export const authFormEn = {
  'email': 'Email',
  'emailPlaceholder': 'you@example.com',
  'password': 'Password',
  'showPassword': 'Show password',
  'hidePassword': 'Hide password',
  'or': 'or',
  'external': 'Continue with an external account',
  'externalError.unavailable': 'Signing in with an external account is not available. Sign in with your email and password.',
  'externalError.denied': 'Signing in with your external account was cancelled or refused. Try again, or sign in with your email and password.',
  'externalError.failed': 'Signing in with your external account could not be completed (the link expired or was already used, or the provider is unavailable). Try again.',
  'externalError.emailUnverified': 'Your identity provider has not verified your email address, so we cannot use it to sign you in. Sign in with your email and password.',
  'errorTitle': 'Failed',
  'rule.invalidEmail': 'Invalid email',
  'rule.passwordMin': 'The password must be at least 8 characters long',
  'rule.passwordRequired': 'Password required',
  'rule.firstNameMin': 'The first name must be at least 2 characters long',
  'rule.lastNameMin': 'The last name must be at least 2 characters long',
} satisfies Translation<typeof authFormFr>;
