import type { Translation } from '../../i18n/message-catalog';
import type { reportFr } from './report.fr';

export const reportAr = {
  'title': 'الإبلاغ عن «{name}»',
  'intro': 'أخبرنا بما هو غير صحيح: يراجع فريقنا كل بلاغ.',
  'reasonLabel': 'السبب',
  'reason.closed': 'أُغلق المكان',
  'reason.wrong_info': 'معلومات غير صحيحة',
  'reason.inappropriate': 'محتوى غير لائق',
  'reason.fraud': 'احتيال أو انتحال',
  'reason.spam': 'رسائل مزعجة أو إشهار',
  'reason.other': 'سبب آخر',
  'textLabel': 'تفاصيل',
  'textOptional': 'اختياري، {max} حرف على الأكثر.',
  'textRequired': 'إلزامي مع «سبب آخر»: {min} أحرف على الأقل.',
  'chooseReason': 'اختر سبب البلاغ.',
  'textTooShort': 'صِف المشكلة في {min} أحرف على الأقل.',
  'cancel': 'إلغاء',
  'submit': 'إرسال البلاغ',
  'sent': 'شكرًا: أُرسل بلاغك إلى فريقنا.',
  'failed': 'تعذّر إرسال البلاغ. تحقّق من اتصالك وحاول مجددًا.',
} satisfies Translation<typeof reportFr>;
