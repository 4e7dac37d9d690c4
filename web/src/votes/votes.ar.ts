import type { Translation } from '../i18n/message-catalog';
import type { votesFr } from './votes.fr';

export const votesAr = {
  'vote': 'صوّت',
  'voted': 'أعجبني',
  'voteLabel': 'صوّت لـ {name}',
  'votedLabel': 'أعجبك {name}: اسحب صوتك',
  'voteThanks': 'شكرًا على تصويتك!',
  'voteThanksUnconfirmed': 'شكرًا على تصويتك! سيُحتسب في الترتيب بمجرد تأكيد عنوان بريدك الإلكتروني.',
  'voteRemoved': 'تم سحب صوتك',
  'voteFailed': 'تعذّر تسجيل صوتك',
  'favoriteAdd': 'حفظ {name} في مفضلتي',
  'favoriteRemove': 'محفوظ: احذف {name} من مفضلتي',
  'favoriteAdded': 'أُضيف إلى مفضلتك',
  'favoriteRemoved': 'حُذف من مفضلتك',
  'favoriteFailed': 'تعذّر تعديل مفضلتك',
  'favoritesTitle': 'مفضلتي',
  'favoritesSubtitle': 'الأماكن التي احتفظت بها، الأحدث أولًا.',
  'favoritesEmpty': 'لا توجد أماكن مفضلة بعد',
  'favoritesEmptyHint': 'المس «حفظ» على أي مكان لتجده هنا.',
  'favoritesExplore': 'اكتشف أماكن',
  'favoritesError': 'تعذّر تحميل مفضلتك.',
  'retry': 'أعد المحاولة',
} satisfies Translation<typeof votesFr>;
