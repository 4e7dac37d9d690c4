import type { Translation } from '../i18n/message-catalog';
import type { authFormFr } from './auth-form.fr';

export const authFormAr = {
  'email': 'البريد الإلكتروني',
  'emailPlaceholder': 'you@example.ma',
  'password': 'كلمة المرور',
  'showPassword': 'إظهار كلمة المرور',
  'hidePassword': 'إخفاء كلمة المرور',
  'or': 'أو',
  'external': 'المتابعة بحساب خارجي',
  'externalError.unavailable': 'تسجيل الدخول بحساب خارجي غير متاح. سجّلوا الدخول ببريدكم الإلكتروني وكلمة المرور.',
  'externalError.denied': 'أُلغي تسجيل الدخول بحسابكم الخارجي أو رُفض. حاولوا مجددًا، أو سجّلوا الدخول ببريدكم الإلكتروني وكلمة المرور.',
  'externalError.failed': 'تعذّر إتمام تسجيل الدخول بحسابكم الخارجي (انتهت صلاحية الرابط أو استُخدم من قبل، أو المزوّد غير متاح). حاولوا مجددًا.',
  'externalError.emailUnverified': 'لم يتحقق مزوّد الهوية من بريدكم الإلكتروني، لذا لا يمكننا استعماله لتسجيل دخولكم. سجّلوا الدخول ببريدكم الإلكتروني وكلمة المرور.',
  'errorTitle': 'تعذّر ذلك',
  'rule.invalidEmail': 'البريد الإلكتروني غير صالح',
  'rule.passwordMin': 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
  'rule.passwordRequired': 'كلمة المرور مطلوبة',
  'rule.firstNameMin': 'يجب أن يتكون الاسم الشخصي من حرفين على الأقل',
  'rule.lastNameMin': 'يجب أن يتكون الاسم العائلي من حرفين على الأقل',
} satisfies Translation<typeof authFormFr>;
