import { defineMessages } from '../i18n/message-catalog';

/**
 * The five levels of the score (spec section 1: excellent, very good, good, average, weak), lower
 * case for use inside a sentence. Their own small catalog: the venue page, "Pourquoi ce score ?" and
 * the guide show them; cards do not carry them (first-visit budget of /recherche).
 */
export const scoreLevelsFr = {
  'level.excellent': 'excellent',
  'level.very-good': 'très bon',
  'level.good': 'bon',
  'level.average': 'moyen',
  'level.weak': 'faible',
};

export const scoreLevelsMessages = defineMessages(scoreLevelsFr, {
  en: () => import('./score-levels.en').then((module) => module.scoreLevelsEn),
  ar: () => import('./score-levels.ar').then((module) => module.scoreLevelsAr),
});
