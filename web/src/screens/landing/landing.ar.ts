import type { Translation } from '../../i18n/message-catalog';
import type { landingFr } from './landing.fr';

export const landingAr = {
  'screenTitle': 'اكتشفوا الأماكن المميزة في المغرب',
  'hero.eyebrow': 'مطاعم، مقاهٍ، فنادق، متاجر، منتجعات، حانات',
  'hero.title': 'الأماكن التي يتحدث عنها الجميع في المغرب',
  'hero.body': 'يحصل كل مكان على مؤشر تأثير من 0 إلى 100، يُحتسب من حضوره على Instagram وTikTok وFacebook وLinkedIn وGoogle. اعثروا على العناوين التي يوصي بها الجميع وصوّتوا لمفضلاتكم.',
  'hero.explore': 'استكشاف الأماكن',
  'hero.merchant': 'هل أنت صاحب محل؟',
  'stats.label': 'الأماكن بالأرقام',
  'stats.venues': 'مكان مُقيَّم',
  'stats.cities': 'مدن',
  'stats.votes': 'صوت من المجتمع',
  'top.title': 'الأعلى تقييمًا حاليًا',
  'top.all': 'عرض كل الأماكن',
  'how.title': 'كيف يعمل',
  'how.analysis.title': 'تحليل متعدد المنصات',
  'how.analysis.body': 'Instagram وTikTok وFacebook وLinkedIn وGoogle Business: نقرأ حضور كل مكان على المنصات الخمس كل يوم.',
  'how.score.title': 'مؤشر من 0 إلى 100',
  'how.score.body': 'رقم واحد للمقارنة: من 80 إلى 100 ممتاز، من 60 إلى 79 جيد جدًا، من 40 إلى 59 جيد.',
  'how.community.title': 'مجتمع نشيط',
  'how.community.body': 'يصوّت الزوار للأماكن التي يحبونها ويرفعون أفضل عناوين مدينتهم إلى القمة.',
  'cta.title': 'مستعدون لاكتشاف عنوانكم القادم؟',
  'cta.body': 'تصفحوا الأماكن الأعلى تقييمًا أو سجّلوا مؤسستكم.',
  'cta.explore': 'ابدأ الاستكشاف',
  'cta.merchant': 'سجّل مكاني',
} satisfies Translation<typeof landingFr>;
