import type { Translation } from '../../i18n/message-catalog';
import type { explorerFr } from './explorer.fr';

export const explorerAr = {
  'screenTitle': 'استكشاف',
  'title': 'استكشف الأماكن',
  'searchLabel': 'التصفية حسب الاسم أو المدينة',
  'searchPlaceholder': 'الاسم أو المدينة…',
  'clear': 'مسح',
  'view.label': 'العرض',
  'view.feed': 'تدفق',
  'view.grid': 'شبكة',
  'filters': 'المرشحات',
  'filtersLabel': 'الفئات',
  'all': 'عرض الكل',
  'popular': 'أماكن رائجة',
  'resultsFor': 'نتائج «{query}»',
  'count': 'تم العثور على {count} نتيجة',
  'countOne': 'تم العثور على نتيجة واحدة',
  'loading': 'جارٍ تحميل الأماكن…',
  'empty.title': 'لم يتم العثور على نتائج',
  'empty.action': 'عرض كل الأماكن',
  'errorTitle': 'تعذّر تحميل الأماكن',
} satisfies Translation<typeof explorerFr>;
