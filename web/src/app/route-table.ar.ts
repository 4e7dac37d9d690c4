import type { Translation } from '../i18n/message-catalog';
import type { routeTitlesFr } from './route-table.fr';

export const routeTitlesAr = {
  'landing': 'مرحبًا بكم في Lieux',
  'explorer': 'استكشاف',
  'merchant': 'فضاء التجار',
  'search': 'البحث',
  'venue': 'بطاقة المكان',
  'testRoles': 'اختبار الأدوار',
  'login': 'تسجيل الدخول',
  'signup': 'إنشاء حساب',
  'forgotPassword': 'نسيت كلمة المرور',
  'faq': 'الأسئلة الشائعة',
  'privacy': 'سياسة الخصوصية',
  'terms': 'شروط الاستخدام',
  'cookies': 'سياسة ملفات تعريف الارتباط',
  'legalNotice': 'الإشعارات القانونية',
  'gdpr': 'حقوقكم (اللائحة العامة لحماية البيانات)',
  'helpCenter': 'مركز المساعدة',
  'contact': 'اتصل بنا',
  'guide': 'دليل الاستخدام',
  'status': 'حالة الخدمات',
  'newVenue': 'إضافة مكان',
  'merchantDashboard': 'لوحة التحكم',
  'merchantOnboarding': 'البداية',
  'merchantConnections': 'الشبكات الاجتماعية',
  'admin': 'الإدارة',
} satisfies Translation<typeof routeTitlesFr>;
