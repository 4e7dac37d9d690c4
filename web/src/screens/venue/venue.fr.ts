import { defineMessages } from '../../i18n/message-catalog';

/** The venue page (/venue/{slug}). French, the reference: `venue.en.ts` and `venue.ar.ts` have exactly these keys. */
export const venueFr = {
  'back': 'Retour',
  'loading': 'Chargement du lieu…',
  'notFound': 'Lieu introuvable',
  'notFoundBody': 'Ce lieu n’existe pas ou n’est plus publié.',
  'home': 'Retour à l’accueil',
  'errorTitle': 'Impossible de charger ce lieu',
  'phone': 'Téléphone',
  'category': 'Catégorie',
  'visitorsThisMonth': 'Visiteurs ce mois-ci',
  'figuresTitle': 'En chiffres',
  'notAvailable': '—',
  'tagsTitle': 'Catégories',
  'tagsEmpty': 'Aucune catégorie pour ce lieu.',
  'socialTitle': 'Réseaux sociaux',
  'socialEmpty': 'Aucun réseau social connecté.',
  'similarTitle': 'Lieux similaires',
  'similarEmpty': 'Aucun lieu similaire pour le moment.',
  'mapTitle': 'Sur la carte',
  'votesTitle': 'Votes',
  'provider.instagram': 'Instagram',
  'provider.tiktok': 'TikTok',
  'provider.facebook': 'Facebook',
  'provider.linkedin': 'LinkedIn',
  'provider.google': 'Google Business',
  'opensInNewTab': '(nouvel onglet)',
  'hoursTitle': 'Horaires d’ouverture',
  'whyTitle': 'Pourquoi ce score ?',
};

export type VenueMessageKey = keyof typeof venueFr;

export const venueMessages = defineMessages(venueFr, {
  en: () => import('./venue.en').then((module) => module.venueEn),
  ar: () => import('./venue.ar').then((module) => module.venueAr),
});
