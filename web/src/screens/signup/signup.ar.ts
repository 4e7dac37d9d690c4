import type { Translation } from '../../i18n/message-catalog';
import type { signupFr } from './signup.fr';

export const signupAr = {
  'title': 'إنشاء حساب',
  'subtitle': 'أنشئ حسابك للتصويت والاحتفاظ بأماكنك المفضلة.',
  'merchantSubtitle': 'أنشئ حساب التاجر لإدراج أماكنك ومتابعتها.',
  'firstName': 'الاسم الشخصي',
  'lastName': 'الاسم العائلي',
  'passwordHint': '8 أحرف على الأقل',
  'submit': 'إنشاء حسابي',
  'submitting': 'جارٍ إنشاء الحساب…',
  'haveAccount': 'لديك حساب بالفعل؟',
  'loginLink': 'تسجيل الدخول',
  'success': 'تم إنشاء الحساب بنجاح!',
  'failed': 'تعذّر إنشاء الحساب',
} satisfies Translation<typeof signupFr>;
