import type { Translation } from '../i18n/message-catalog';
import type { layoutFr } from './layout.fr';

export const layoutAr = {
  'tagline': 'أفضل الأماكن في المغرب، مرتبة حسب مؤشر تأثيرها.',
  'skipToContent': 'الانتقال إلى المحتوى',

  'nav.label': 'التنقل الرئيسي',
  'nav.homeLink': 'Lieux، الصفحة الرئيسية',
  'nav.openMenu': 'فتح القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.login': 'تسجيل الدخول',
  'nav.signup': 'إنشاء حساب',

  'language.label': 'اللغة',

  'footer.label': 'روابط أسفل الصفحة',
  'footer.discover': 'اكتشف',
  'footer.account': 'الحساب',
  'footer.help': 'المساعدة',
  'footer.legal': 'معلومات قانونية',
  'footer.contact': 'اتصل بنا',
  'footer.explorer': 'استكشاف',
  'footer.search': 'بحث',
  'footer.merchant': 'فضاء التجار',
  'footer.signup': 'إنشاء حساب',
  'footer.login': 'تسجيل الدخول',
  'footer.helpCenter': 'مركز المساعدة',
  'footer.contactPage': 'اتصل بنا',
  'footer.faq': 'الأسئلة الشائعة',
  'footer.guide': 'دليل الاستخدام',
  'footer.status': 'حالة الخدمات',
  'footer.privacy': 'الخصوصية',
  'footer.terms': 'شروط الاستخدام',
  'footer.cookies': 'ملفات تعريف الارتباط',
  'footer.legalNotice': 'الإشعارات القانونية',
  'footer.gdpr': 'اللائحة العامة لحماية البيانات',
  'footer.location': 'الدار البيضاء، المغرب',
  'footer.email': 'البريد الإلكتروني',
  'footer.phone': 'الهاتف',
  'footer.social': 'تابعونا',
  'footer.socialLink': 'Lieux على {network} (علامة تبويب جديدة)',
  'footer.copyright': '© {year} Lieux. جميع الحقوق محفوظة.',
} satisfies Translation<typeof layoutFr>;
