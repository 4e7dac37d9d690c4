import type { Translation } from '../i18n/message-catalog';
import type { galleryFr } from './gallery.fr';

export const galleryAr = {
  'alt': 'الصورة {position} من {count} لـ {name}',
  'open': 'تكبير الصورة {position} من {count}',
  'viewerLabel': 'صور {name}',
  'counter': '{position} / {count}',
  'previous': 'الصورة السابقة',
  'next': 'الصورة التالية',
  'close': 'إغلاق',
  'showAll': 'عرض كل الصور ({count})',
  'swipeHint': 'الصور ({count})',
} satisfies Translation<typeof galleryFr>;
