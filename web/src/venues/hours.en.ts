import type { Translation } from '../i18n/message-catalog';
import type { hoursFr } from './hours.fr';

export const hoursEn = {
  'open': 'Open',
  'closesAt': 'closes at {time}',
  'closingSoon': 'Closing soon',
  'closed': 'Closed',
  'opensToday': 'opens at {time}',
  'opensTomorrow': 'opens tomorrow at {time}',
  'opensOn': 'opens {day} at {time}',
  'alwaysOpen': 'Open 24 hours',
  'unknown': 'Hours not provided',
  'permanentlyClosed': 'Permanently closed',
  'permanentlyClosedBody': 'This place has closed its doors. Its page stays online for the record.',
  'today': 'today',
  'allDay': '24 hours',
  'specialTitle': 'Special hours',
  'specialDay': 'on {date}',
  'specialRange': 'from {from} to {to}',
} satisfies Translation<typeof hoursFr>;
