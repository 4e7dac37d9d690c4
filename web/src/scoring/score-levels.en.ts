import type { Translation } from '../i18n/message-catalog';
import type { scoreLevelsFr } from './score-levels.fr';

export const scoreLevelsEn = {
  'level.excellent': 'excellent',
  'level.very-good': 'very good',
  'level.good': 'good',
  'level.average': 'average',
  'level.weak': 'weak',
} satisfies Translation<typeof scoreLevelsFr>;
