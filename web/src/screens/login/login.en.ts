import type { Translation } from '../../i18n/message-catalog';
import type { loginFr } from './login.fr';

export const loginEn = {
  'title': 'Log in',
  'subtitle': 'Log in to vote, save your places and manage your space.',
  'forgotPassword': 'Forgot your password?',
  'submit': 'Log in',
  'submitting': 'Logging in…',
  'noAccount': 'No account yet?',
  'signupLink': 'Sign up',
  'success': 'Logged in!',
  'failed': 'Login error',
} satisfies Translation<typeof loginFr>;
