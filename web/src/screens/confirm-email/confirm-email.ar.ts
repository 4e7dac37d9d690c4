import type { Translation } from '../../i18n/message-catalog';
import type { confirmEmailFr } from './confirm-email.fr';

export const confirmEmailAr = {
  'title': 'تأكيد عنوان بريدك الإلكتروني',
  'confirming': 'جارٍ التأكيد…',
  'done': 'تم تأكيد عنوان بريدك الإلكتروني: أصواتك تُحتسب الآن في الترتيب.',
  'explore': 'اكتشف الأماكن',
  'account': 'حسابي',
  'noToken': 'رابط التأكيد هذا غير مكتمل. اطلب رابطًا جديدًا من حسابك.',
  'tokenInvalid': 'رابط التأكيد هذا غير صالح أو سبق استخدامه. اطلب رابطًا جديدًا من حسابك.',
  'tokenExpired': 'انتهت صلاحية رابط التأكيد هذا. اطلب رابطًا جديدًا من حسابك.',
  'notice.title': 'أكّد عنوان بريدك الإلكتروني',
  'notice.body': 'أصواتك محفوظة وتراها، لكنها لا تُحتسب في الترتيب العام إلا بعد تأكيد عنوان بريدك الإلكتروني. افتح الرابط المرسل إلى {email}.',
  'notice.resend': 'إعادة إرسال الرابط',
  'notice.sent': 'أُرسل إليك للتو رابط تأكيد جديد عبر البريد الإلكتروني.',
  'confirmed': 'تم تأكيد عنوان البريد الإلكتروني: أصواتك تُحتسب في الترتيب.',
} satisfies Translation<typeof confirmEmailFr>;
