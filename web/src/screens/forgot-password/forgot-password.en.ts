import type { Translation } from '../../i18n/message-catalog';
import type { forgotPasswordFr } from './forgot-password.fr';

export const forgotPasswordEn = {
  'title': 'Forgotten password',
  'intro': 'Enter your account’s email: we will send you a link to choose a new password.',
  'email': 'Email',
  'emailInvalid': 'Invalid email',
  'submit': 'Send the link',
  'sent': 'If an account exists with this email, you will receive a link to reset your password. It is valid for one hour.',
  'rateLimited': 'Too many attempts, try again in a few minutes.',
  'backToLogin': 'Back to sign in',
} satisfies Translation<typeof forgotPasswordFr>;
