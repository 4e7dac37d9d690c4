import type { Translation } from '../../i18n/message-catalog';
import type { accountFr } from './account.fr';

export const accountAr = {
  'title': 'حسابي',
  'subtitle': 'معلوماتك وكلمة مرورك وبياناتك.',
  'profile.title': 'الملف الشخصي',
  'profile.firstName': 'الاسم الشخصي',
  'profile.lastName': 'الاسم العائلي',
  'profile.email': 'البريد الإلكتروني',
  'profile.save': 'حفظ',
  'profile.saving': 'جارٍ الحفظ…',
  'profile.saved': 'تم تحديث الملف الشخصي',
  'password.title': 'كلمة المرور',
  'password.current': 'كلمة المرور الحالية',
  'password.new': 'كلمة المرور الجديدة',
  'password.hint': '8 أحرف على الأقل، وليست كلمة مرور شائعة. سيتم إغلاق جلساتك الأخرى.',
  'password.save': 'تغيير كلمة المرور',
  'password.saving': 'جارٍ التغيير…',
  'export.title': 'بياناتي',
  'export.body': 'نزّل كل ما يحتفظ به Lieux عنك بصيغة JSON.',
  'export.action': 'تنزيل بياناتي',
  'delete.title': 'حذف حسابي',
  'delete.body': 'سيتم مسح بياناتك الشخصية. لا يمكن التراجع عن هذا الإجراء.',
  'delete.password': 'أكّد بكلمة المرور',
  'delete.action': 'حذف نهائي',
  'delete.deleting': 'جارٍ الحذف…',
} satisfies Translation<typeof accountFr>;
