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
  'externalUnavailable': 'Signing in with an external account is not available yet. Sign in with your email and password.',
  'errorTitle': 'Failed',
  'rule.invalidEmail': 'Invalid email',
  'rule.passwordMin': 'The password must be at least 8 characters long',
  'rule.passwordRequired': 'Password required',
  'rule.firstNameMin': 'The first name must be at least 2 characters long',
  'rule.lastNameMin': 'The last name must be at least 2 characters long',
} satisfies Translation<typeof authFormFr>;
