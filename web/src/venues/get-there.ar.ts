import type { Translation } from '../i18n/message-catalog';
import type { getThereFr } from './get-there.fr';

export const getThereAr = {
  'group': 'الاتجاهات والتواصل',
  'directions': 'الاتجاهات',
  'directionsApps': 'اختيار تطبيق الاتجاهات',
  'maps.google': 'خرائط Google',
  'maps.waze': 'Waze',
  'maps.apple': 'خرائط Apple',
  'call': 'اتصال',
  'whatsapp': 'واتساب',
  'website': 'الموقع الإلكتروني',
  'share': 'مشاركة',
  'opensInNewTab': '(علامة تبويب جديدة)',
  'linkCopied': 'تم نسخ الرابط',
  'copyFailed': 'تعذّر نسخ الرابط. إليك الرابط: {url}',
  'compact.group': 'الاتجاهات والتواصل مع {name}',
  'compact.directions': 'الاتجاهات إلى {name}',
  'compact.call': 'الاتصال بـ {name}',
  'compact.whatsapp': 'راسل {name} على واتساب',
  'compact.website': 'الموقع الإلكتروني لـ {name}',
  'compact.share': 'مشاركة {name}',
} satisfies Translation<typeof getThereFr>;
