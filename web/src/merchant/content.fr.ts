import { defineMessages } from '../i18n/message-catalog';

/** /merchant/content: descriptions, tags, opening hours, contact details. French, the reference. */
export const contentFr = {
  'screenTitle': 'Contenu de mes lieux',
  'title': 'Contenu de mes lieux',
  'subtitle': 'Description, tags, horaires et coordonnées : publiés sans nouvelle vérification.',
  'back': 'Retour au tableau de bord',
  'venue': 'Lieu',
  'empty': 'Créez d’abord un lieu pour gérer son contenu.',
  'emptyAction': 'Créer un lieu',
  'section.description': 'Description',
  'section.tags': 'Tags',
  'section.hours': 'Horaires d’ouverture',
  'section.contact': 'Coordonnées',
  'section.status': 'Activité',
  'permanentlyClosed': 'Ce lieu a fermé définitivement',
  'permanentlyClosedHint': 'Sa fiche reste trouvable, marquée « Fermé définitivement » ; il sort de « Ouvert maintenant » et des suggestions. Décochez s’il rouvre.',
  'description': 'Description',
  'descriptionHint': 'Au moins 30 caractères pour un profil complet.',
  'tags': 'Tags',
  'tagsHint': 'Au plus 10 tags de 2 à 30 caractères (terrasse, wifi, brunch…). Entrée pour ajouter.',
  'phone': 'Téléphone',
  'website': 'Site web',
  'whatsapp': 'WhatsApp',
  'whatsappHint': 'Pour les réservations : les visiteurs vous écrivent en un geste.',
  'save': 'Enregistrer',
  'saving': 'Enregistrement…',
  'saved': 'Contenu enregistré',
  'failed': 'Impossible d’enregistrer le contenu. Vérifiez vos informations.',
};

export const contentMessages = defineMessages(contentFr, {
  en: () => import('./content.en').then((module) => module.contentEn),
  ar: () => import('./content.ar').then((module) => module.contentAr),
});
