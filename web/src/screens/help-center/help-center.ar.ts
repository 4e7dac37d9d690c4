import type { Translation } from '../../i18n/message-catalog';
import type { helpCenterFr } from './help-center.fr';

export const helpCenterAr = {
  'screenTitle': 'مركز المساعدة',
  'lead': 'ابحثوا عن إجابة في الأسئلة الشائعة والدليل، أو اختاروا موضوعًا.',
  'search.label': 'البحث في المساعدة',
  'search.placeholder': 'مثال: تصويت، نقاط، شبكات…',
  'search.clear': 'مسح البحث',
  'results.title': 'النتائج',
  'results.count': '{count} نتيجة لـ «{query}»',
  'results.empty': 'لا توجد نتائج. جرّبوا كلمات مفتاحية أخرى أو تصفحوا المواضيع أدناه.',
  'source.faq': 'الأسئلة الشائعة',
  'source.guide': 'الدليل',
  'topics.title': 'مواضيع متكررة',
  'resources.title': 'موارد أخرى',
  'resource.faq.title': 'الأسئلة الشائعة',
  'resource.faq.body': 'جميع الإجابات مرتبة حسب الفئة.',
  'resource.guide.title': 'دليل الاستخدام',
  'resource.guide.body': 'خطوة بخطوة، للأعضاء والتجار.',
  'resource.contact.title': 'اتصلوا بنا',
  'resource.contact.body': 'ردّ خلال 24 ساعة (4 ساعات للأسئلة التقنية).',
  'resource.status.title': 'حالة الخدمات',
  'resource.status.body': 'حالة المنصة في هذه اللحظة.',
} satisfies Translation<typeof helpCenterFr>;
