import type { Translation } from '../../i18n/message-catalog';
import type { comingSoonFr } from './coming-soon.fr';

export const comingSoonAr = {
  'badge': 'قيد الإعداد',
  'body': 'هذه الصفحة قادمة قريبًا.',
  'detail': 'نعمل عليها حاليًا. في الأثناء، يمكنكم البحث عن مكان من الصفحة الرئيسية.',
  'backHome': 'العودة إلى الرئيسية',
} satisfies Translation<typeof comingSoonFr>;
