import type { Translation } from '../../i18n/message-catalog';
import type { reportFr } from './report.fr';

export const reportEn = {
  'title': 'Report “{name}”',
  'intro': 'Tell us what is wrong: our team reviews every report.',
  'reasonLabel': 'Reason',
  'reason.closed': 'The place has closed',
  'reason.wrong_info': 'Wrong information',
  'reason.inappropriate': 'Inappropriate content',
  'reason.fraud': 'Fraud or impersonation',
  'reason.spam': 'Spam or advertising',
  'reason.other': 'Other',
  'textLabel': 'Details',
  'textOptional': 'Optional, {max} characters at most.',
  'textRequired': 'Required for “Other”: at least {min} characters.',
  'chooseReason': 'Choose the reason of the report.',
  'textTooShort': 'Describe the problem in at least {min} characters.',
  'cancel': 'Cancel',
  'submit': 'Send the report',
  'sent': 'Thank you: your report was sent to our team.',
  'failed': 'The report could not be sent. Check your connection and try again.',
} satisfies Translation<typeof reportFr>;
