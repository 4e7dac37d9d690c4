import type { Translation } from '../i18n/message-catalog';
import type { scoreLevelsFr } from './score-levels.fr';

export const scoreLevelsAr = {
  'level.excellent': 'ممتاز',
  'level.very-good': 'جيد جدًا',
  'level.good': 'جيد',
  'level.average': 'متوسط',
  'level.weak': 'ضعيف',
} satisfies Translation<typeof scoreLevelsFr>;
