import type { Translation } from '../../i18n/message-catalog';
import type { homeFr } from './home.fr';

export const homeAr = {
  'screenTitle': 'الرئيسية',
  'title': 'اكتشفوا أفضل الأماكن في المغرب',
  'subtitle': 'مطاعم ومقاهٍ وفنادق ومتاجر ومنتجعات وحانات، مرتبة من 0 إلى 100 حسب تأثيرها على الشبكات الاجتماعية.',
  'searchLabel': 'البحث عن مكان',
  'searchPlaceholder': 'مطعم، مقهى، مدينة…',
  'searchButton': 'بحث',
  'popularTitle': 'عمليات البحث الشائعة',
  'trendingTitle': 'الأكثر رواجًا',
  'categoriesTitle': 'الفئات',
  'categoriesLoading': 'جارٍ تحميل الفئات…',
  'categoriesError': 'تعذّر تحميل الفئات',
  'categoriesEmpty': 'لا توجد فئات حاليًا.',
  'recentTitle': 'أضيفت مؤخرًا',
  'recentLoading': 'جارٍ تحميل الأماكن…',
  'recentEmpty': 'لا توجد أماكن حاليًا.',
  'recentError': 'تعذّر تحميل الأماكن',
  'recentAll': 'عرض كل الأماكن',
  'retry': 'إعادة المحاولة',

  'popular.restaurantsCasablanca': 'مطاعم الدار البيضاء',
  'popular.cafesRabat': 'مقاهي الرباط',
  'popular.hotelsMarrakech': 'فنادق مراكش',
  'popular.boutiquesTanger': 'متاجر طنجة',

  'trending.rooftops': 'أسطح',
  'trending.brunch': 'برانش',
  'trending.streetFood': 'أكل الشارع',
  'trending.spaWellness': 'سبا وعافية',
} satisfies Translation<typeof homeFr>;
