import type { Translation } from '../../i18n/message-catalog';
import type { accountFr } from './account.fr';

export const accountEn = {
  'title': 'My account',
  'subtitle': 'Your details, your password and your data.',
  'profile.title': 'Profile',
  'profile.firstName': 'First name',
  'profile.lastName': 'Last name',
  'profile.email': 'Email',
  'profile.save': 'Save',
  'profile.saving': 'Saving…',
  'profile.saved': 'Profile updated',
  'password.title': 'Password',
  'password.current': 'Current password',
  'password.new': 'New password',
  'password.hint': 'At least 8 characters, and not a common password. Your other sessions will be closed.',
  'password.save': 'Change password',
  'password.saving': 'Changing…',
  'export.title': 'My data',
  'export.body': 'Download everything Lieux keeps about you, as JSON.',
  'export.action': 'Download my data',
  'delete.title': 'Delete my account',
  'delete.body': 'Your personal data will be erased. This cannot be undone.',
  'delete.password': 'Confirm with your password',
  'delete.action': 'Delete permanently',
  'delete.deleting': 'Deleting…',
} satisfies Translation<typeof accountFr>;
