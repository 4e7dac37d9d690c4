import { defineMessages } from '../i18n/message-catalog';

/** The hours editor (issue 27), in /lieu/nouveau, the venue's edit and /merchant/content. French, the reference. */
export const hoursEditorFr = {
  'mode.label': 'Quand le lieu est-il ouvert ?',
  'mode.weekly': 'Horaires de la semaine',
  'mode.always': 'Ouvert 24 h/24',
  'mode.unknown': 'Non renseignés',
  'hint': 'Heure du Maroc. Une fermeture avant l’ouverture finit le lendemain (18:00–02:00).',
  'alwaysHint': 'Les visiteurs lisent « Ouvert 24 h/24 », 7 jours sur 7, sauf horaires spéciaux.',
  'unknownHint': 'Les visiteurs lisent « Horaires non renseignés » et le lieu n’apparaît pas dans « Ouvert maintenant ».',
  'closed': 'Fermé',
  'opens': 'Ouverture',
  'closes': 'Fermeture',
  'addPeriod': 'Ajouter un créneau',
  'removePeriod': 'Retirer ce créneau',
  'sameEveryDay': 'Les horaires du lundi tous les jours',
  'copyTo': 'Copier vers…',
  'copyToLabel': 'Copier les horaires du {day} vers',
  'copy': 'Copier',
  'rule.overlap': 'Des créneaux se chevauchent',
  'rule.sameTime': 'Un créneau doit fermer à une autre heure que celle où il ouvre',
  'rule.timeInvalid': 'Des heures au format HH:MM',
  'rule.specialInvalid': 'Des dates valides, la fin le jour du début ou après',
  'rule.specialTooLong': 'Des horaires spéciaux couvrent au plus 62 jours',
  'rule.specialOverlap': 'Deux horaires spéciaux couvrent un même jour',
  'special.title': 'Horaires spéciaux',
  'special.hint': 'Jours fériés, fermetures exceptionnelles, Ramadan : ces horaires remplacent ceux de la semaine pour ces dates.',
  'special.add': 'Ajouter des horaires spéciaux',
  'special.label': 'Libellé',
  'special.labelPlaceholder': 'Ramadan, Aïd al-Fitr, inventaire…',
  'special.from': 'Du',
  'special.to': 'Au',
  'special.closed': 'Fermé ces jours-là',
  'special.remove': 'Retirer ces horaires spéciaux',
};

export const hoursEditorMessages = defineMessages(hoursEditorFr, {
  en: () => import('./hours-editor.en').then((module) => module.hoursEditorEn),
  ar: () => import('./hours-editor.ar').then((module) => module.hoursEditorAr),
});
