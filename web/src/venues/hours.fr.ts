import { defineMessages } from '../i18n/message-catalog';

/**
 * What a visitor reads about a venue's hours (issue 27): its state on cards and on its page, the
 * week's table, special hours, the "open now" filter. French, the reference.
 */
export const hoursFr = {
  'open': 'Ouvert',
  'closesAt': 'ferme à {time}',
  'closingSoon': 'Ferme bientôt',
  'closed': 'Fermé',
  'opensToday': 'ouvre à {time}',
  'opensTomorrow': 'ouvre demain à {time}',
  'opensOn': 'ouvre {day} à {time}',
  'alwaysOpen': 'Ouvert 24 h/24',
  'unknown': 'Horaires non renseignés',
  'permanentlyClosed': 'Fermé définitivement',
  'permanentlyClosedBody': 'Ce lieu a fermé ses portes. Sa fiche reste en ligne pour mémoire.',
  'today': 'aujourd’hui',
  'allDay': '24 h/24',
  'specialTitle': 'Horaires spéciaux',
  'specialDay': 'le {date}',
  'specialRange': 'du {from} au {to}',
};

export type HoursMessageKey = keyof typeof hoursFr;

export const hoursMessages = defineMessages(hoursFr, {
  en: () => import('./hours.en').then((module) => module.hoursEn),
  ar: () => import('./hours.ar').then((module) => module.hoursAr),
});
