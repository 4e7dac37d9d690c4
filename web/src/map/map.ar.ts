import type { Translation } from '../i18n/message-catalog';
import type { mapFr } from './map.fr';

export const mapAr = {
  'resultsLabel': 'خريطة النتائج',
  'venueLabel': 'خريطة: موقع {name}',
  'openVenue': 'عرض الصفحة',
  'noCoordinates': 'لا يملك أي من هذه الأماكن إحداثيات لعرضها على الخريطة.',
  'someWithoutCoordinates#one': 'مكان واحد بلا إحداثيات لا يظهر على الخريطة.',
  'someWithoutCoordinates#two': 'مكانان بلا إحداثيات لا يظهران على الخريطة.',
  'someWithoutCoordinates#few': '{count} أماكن بلا إحداثيات لا تظهر على الخريطة.',
  'someWithoutCoordinates#many': '{count} مكانًا بلا إحداثيات لا تظهر على الخريطة.',
  'someWithoutCoordinates#other': '{count} مكان بلا إحداثيات لا تظهر على الخريطة.',
  'cluster#one': 'مكان واحد هنا: تكبير',
  'cluster#two': 'مكانان هنا: تكبير',
  'cluster#few': '{count} أماكن هنا: تكبير',
  'cluster#many': '{count} مكانًا هنا: تكبير',
  'cluster#other': '{count} مكان هنا: تكبير',
  'searchArea': 'البحث في هذه المنطقة',
  'loadingArea': 'جارٍ تحميل أماكن هذه المنطقة…',
  'areaCount#zero': 'لا أماكن في هذه المنطقة',
  'areaCount#one': 'مكان واحد في هذه المنطقة',
  'areaCount#two': 'مكانان في هذه المنطقة',
  'areaCount#few': '{count} أماكن في هذه المنطقة',
  'areaCount#many': '{count} مكانًا في هذه المنطقة',
  'areaCount#other': '{count} مكان في هذه المنطقة',
} satisfies Translation<typeof mapFr>;
