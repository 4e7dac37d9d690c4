import type { Translation } from '../../i18n/message-catalog';
import type { confirmEmailFr } from './confirm-email.fr';

export const confirmEmailEn = {
  'title': 'Confirming your e-mail address',
  'confirming': 'Confirming…',
  'done': 'Your e-mail address is confirmed: your votes now count in the ranking.',
  'explore': 'Discover places',
  'account': 'My account',
  'noToken': 'This confirmation link is incomplete. Ask for a new one from your account.',
  'tokenInvalid': 'This confirmation link is not valid or has already been used. Ask for a new one from your account.',
  'tokenExpired': 'This confirmation link has expired. Ask for a new one from your account.',
  'notice.title': 'Confirm your e-mail address',
  'notice.body': 'Your votes are saved and you can see them, but they count in the public ranking only once your e-mail address is confirmed. Open the link sent to {email}.',
  'notice.resend': 'Send the link again',
  'notice.sent': 'A new confirmation link has just been sent to you by e-mail.',
  'confirmed': 'E-mail address confirmed: your votes count in the ranking.',
} satisfies Translation<typeof confirmEmailFr>;
