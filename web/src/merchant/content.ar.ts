import type { Translation } from '../i18n/message-catalog';
import type { contentFr } from './content.fr';

export const contentAr = {
  'screenTitle': 'محتوى أماكني',
  'title': 'محتوى أماكني',
  'subtitle': 'الوصف والوسوم وساعات العمل ومعلومات الاتصال: تُنشر دون مراجعة جديدة.',
  'back': 'العودة إلى لوحة التحكم',
  'venue': 'المكان',
  'empty': 'أنشئ مكانًا أولًا لإدارة محتواه.',
  'emptyAction': 'إنشاء مكان',
  'section.description': 'الوصف',
  'section.tags': 'الوسوم',
  'section.hours': 'ساعات العمل',
  'section.contact': 'معلومات الاتصال',
  'description': 'الوصف',
  'descriptionHint': '30 حرفًا على الأقل لملف مكتمل.',
  'tags': 'الوسوم',
  'tagsHint': '10 وسوم كحد أقصى من 2 إلى 30 حرفًا (شرفة، واي فاي، فطور متأخر…). اضغط Enter للإضافة.',
  'phone': 'الهاتف',
  'website': 'الموقع الإلكتروني',
  'whatsapp': 'واتساب',
  'whatsappHint': 'للحجوزات: يراسلك الزوار بلمسة واحدة.',
  'save': 'حفظ',
  'saving': 'جارٍ الحفظ…',
  'saved': 'تم حفظ المحتوى',
  'failed': 'تعذّر حفظ المحتوى. تحقّق من معلوماتك.',
} satisfies Translation<typeof contentFr>;
