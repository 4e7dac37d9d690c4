import type { Translation } from '../../i18n/message-catalog';
import type { resetPasswordFr } from './reset-password.fr';

export const resetPasswordAr = {
  'title': 'كلمة مرور جديدة',
  'intro': 'اختر كلمة المرور الجديدة. سيتم إغلاق جميع جلساتك المفتوحة.',
  'password': 'كلمة المرور الجديدة',
  'confirm': 'تأكيد كلمة المرور',
  'passwordMin': 'يجب أن تحتوي كلمة المرور على 8 أحرف على الأقل',
  'mismatch': 'كلمتا المرور غير متطابقتين',
  'submit': 'حفظ كلمة المرور',
  'done': 'تمت إعادة تعيين كلمة المرور. يمكنك تسجيل الدخول.',
  'login': 'تسجيل الدخول',
  'noToken': 'رابط إعادة التعيين هذا غير مكتمل. اطلب رابطًا جديدًا.',
  'tokenInvalid': 'رابط إعادة التعيين هذا غير صالح أو سبق استخدامه. اطلب رابطًا جديدًا.',
  'tokenExpired': 'انتهت صلاحية رابط إعادة التعيين هذا. اطلب رابطًا جديدًا.',
  'newLink': 'طلب رابط جديد',
  'weakPassword': 'كلمة المرور هذه شائعة جدًا أو سهلة التخمين. اختر كلمة أطول، مثلًا بضع كلمات لا علاقة بينها.',
} satisfies Translation<typeof resetPasswordFr>;
