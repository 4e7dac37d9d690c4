import type { Translation } from '../../i18n/message-catalog';
import type { resetPasswordFr } from './reset-password.fr';

export const resetPasswordEn = {
  'title': 'New password',
  'intro': 'Choose your new password. Every open session of yours will be signed out.',
  'password': 'New password',
  'confirm': 'Confirm the password',
  'passwordMin': 'The password must contain at least 8 characters',
  'mismatch': 'The passwords do not match',
  'submit': 'Save the password',
  'done': 'Password reset. You can sign in.',
  'login': 'Sign in',
  'noToken': 'This reset link is incomplete. Ask for a new one.',
  'tokenInvalid': 'This reset link is not valid or was already used. Ask for a new one.',
  'tokenExpired': 'This reset link has expired. Ask for a new one.',
  'newLink': 'Ask for a new link',
  'weakPassword': 'This password is too common or too easy to guess. Choose a longer one, for example a few unrelated words.',
} satisfies Translation<typeof resetPasswordFr>;
