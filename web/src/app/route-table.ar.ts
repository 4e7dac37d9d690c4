import type { Translation } from '../i18n/message-catalog';
import type { routeTitlesFr } from './route-table.fr';

export const routeTitlesAr = {
  'landing': 'مرحبًا بكم في Lieux',
  'explorer': 'استكشاف',
  'search': 'البحث',
  'venue': 'بطاقة المكان',
  'testRoles': 'اختبار الأدوار',
  'login': 'تسجيل الدخول',
  'signup': 'إنشاء حساب',
  'contact': 'اتصل بنا',
  'status': 'حالة الخدمات',
  'newVenue': 'إضافة مكان',
  'merchantDashboard': 'لوحة التحكم',
  'merchantOnboarding': 'البداية',
  'merchantConnections': 'الشبكات الاجتماعية',
  'admin': 'الإدارة',
} satisfies Translation<typeof routeTitlesFr>;
