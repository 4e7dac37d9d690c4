import type { Translation } from '../../i18n/message-catalog';
import type { filtersPanelFr } from './filters-panel.fr';

export const filtersPanelAr = {
  'filtersTitle': 'المرشحات',
  'filter.category': 'الفئة',
  'filter.allCategories': 'كل الفئات',
  'filter.minScore': 'الحد الأدنى للمؤشر',
  'filter.anyScore': 'كل المؤشرات',
  'filter.minScoreValue': '{score} فما فوق',
  'filter.sort': 'الترتيب حسب',
  'sort.score': 'أفضل مؤشر',
  'sort.distance': 'المسافة',
  'sort.recent': 'الأحدث',
  'filter.nearMeOn': 'حول موقعك',
  'filter.radius': 'نصف القطر',
  'filter.radiusValue': '{km} كم',
  'filter.stopNearMe': 'إيقاف البحث بالقرب مني',
} satisfies Translation<typeof filtersPanelFr>;
