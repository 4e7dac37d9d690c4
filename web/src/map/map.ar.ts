import type { Translation } from '../i18n/message-catalog';
import type { mapFr } from './map.fr';

export const mapAr = {
  'resultsLabel': 'خريطة النتائج',
  'venueLabel': 'خريطة: موقع {name}',
  'openVenue': 'عرض الصفحة',
  'noCoordinates': 'لا يملك أي من هذه الأماكن إحداثيات لعرضها على الخريطة.',
  'someWithoutCoordinates': '{count} أماكن بلا إحداثيات لا تظهر على الخريطة.',
  'cluster': '{count} أماكن هنا: تكبير',
  'searchArea': 'البحث في هذه المنطقة',
  'loadingArea': 'جارٍ تحميل أماكن هذه المنطقة…',
  'areaCount': '{count} أماكن في هذه المنطقة',
} satisfies Translation<typeof mapFr>;
