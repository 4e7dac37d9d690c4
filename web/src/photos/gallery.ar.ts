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
  'showAll#one': 'عرض الصورة',
  'showAll#two': 'عرض الصورتين',
  'showAll#few': 'عرض كل الصور ({count})',
  'showAll#many': 'عرض كل الصور ({count})',
  'showAll#other': 'عرض كل الصور ({count})',
  'swipeHint#one': 'صورة واحدة',
  'swipeHint#two': 'صورتان',
  'swipeHint#few': '{count} صور',
  'swipeHint#many': '{count} صورة',
  'swipeHint#other': '{count} صورة',
} satisfies Translation<typeof galleryFr>;
