import type { Translation } from '../../i18n/message-catalog';
import type { emptyResultFr } from './empty-result.fr';

export const emptyResultAr = {
  'empty.title': 'لم يُعثر على أي مكان',
  'empty.body': 'وسّع نصف القطر أو غيّر المرشحات لرؤية المزيد من النتائج',
  'empty.filters': 'لا يوجد مكان يستوفي كل هذه المعايير. أزل أحد المرشحات لرؤية المزيد من النتائج.',
  'empty.words': 'لا يوجد مكان يطابق «{query}». تحقّق من الإملاء أو جرّب كلمة أخرى: اسمَ مكان أو مدينة أو فئة.',
  'empty.widen': 'وسّع إلى {km} كم',
  'empty.home': 'العودة إلى الرئيسية',
} satisfies Translation<typeof emptyResultFr>;
