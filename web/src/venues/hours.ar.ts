import type { Translation } from '../i18n/message-catalog';
import type { hoursFr } from './hours.fr';

export const hoursAr = {
  'open': 'مفتوح',
  'closesAt': 'يُغلق الساعة {time}',
  'closingSoon': 'يُغلق قريبًا',
  'closed': 'مغلق',
  'opensToday': 'يفتح الساعة {time}',
  'opensTomorrow': 'يفتح غدًا الساعة {time}',
  'opensOn': 'يفتح يوم {day} الساعة {time}',
  'alwaysOpen': 'مفتوح 24 ساعة',
  'unknown': 'أوقات العمل غير متوفرة',
  'permanentlyClosed': 'مغلق نهائيًا',
  'permanentlyClosedBody': 'أغلق هذا المكان أبوابه. تبقى صفحته متاحة للذكرى.',
  'today': 'اليوم',
  'allDay': '24 ساعة',
  'specialTitle': 'أوقات استثنائية',
  'specialDay': 'يوم {date}',
  'specialRange': 'من {from} إلى {to}',
} satisfies Translation<typeof hoursFr>;
