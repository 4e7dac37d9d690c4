import type { Translation } from '../../i18n/message-catalog';
import type { signupFr } from './signup.fr';

export const signupEn = {
  'title': 'Sign up',
  'subtitle': 'Create your account to vote and keep your favourite places.',
  'merchantSubtitle': 'Create your merchant account to list and follow your places.',
  'firstName': 'First name',
  'lastName': 'Last name',
  'passwordHint': 'At least 8 characters',
  'submit': 'Create my account',
  'submitting': 'Creating your account…',
  'haveAccount': 'Already have an account?',
  'loginLink': 'Log in',
  'success': 'Account created!',
  'failed': 'Could not create the account',
} satisfies Translation<typeof signupFr>;
