import type { Translation } from '../../i18n/message-catalog';
import type { forgotPasswordFr } from './forgot-password.fr';

export const forgotPasswordAr = {
  'title': 'نسيت كلمة المرور',
  'intro': 'أدخل البريد الإلكتروني لحسابك: سنرسل لك رابطًا لاختيار كلمة مرور جديدة.',
  'email': 'البريد الإلكتروني',
  'emailInvalid': 'بريد إلكتروني غير صالح',
  'submit': 'إرسال الرابط',
  'sent': 'إذا كان هناك حساب بهذا البريد الإلكتروني، فستتلقى رابطًا لإعادة تعيين كلمة المرور. الرابط صالح لمدة ساعة.',
  'rateLimited': 'محاولات كثيرة جدًا، أعد المحاولة بعد بضع دقائق.',
  'backToLogin': 'العودة إلى تسجيل الدخول',
} satisfies Translation<typeof forgotPasswordFr>;
