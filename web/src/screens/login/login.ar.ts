import type { Translation } from '../../i18n/message-catalog';
import type { loginFr } from './login.fr';

export const loginAr = {
  'title': 'تسجيل الدخول',
  'subtitle': 'سجّل الدخول للتصويت وحفظ أماكنك وإدارة مساحتك.',
  'forgotPassword': 'نسيت كلمة المرور؟',
  'submit': 'تسجيل الدخول',
  'submitting': 'جارٍ تسجيل الدخول…',
  'noAccount': 'ليس لديك حساب بعد؟',
  'signupLink': 'إنشاء حساب',
  'success': 'تم تسجيل الدخول بنجاح!',
  'failed': 'خطأ في تسجيل الدخول',
} satisfies Translation<typeof loginFr>;
