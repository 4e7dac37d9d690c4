import { defineMessages } from '../i18n/message-catalog';

/**
 * What venue cards, badges and the vote button say wherever they appear (search, explorer, venue
 * page, home). French, the reference: `venues.en.ts` and `venues.ar.ts` have exactly these keys.
 */
export const venuesFr = {
  'nameUnavailable': 'Nom indisponible',
  'cityUnknown': 'Ville inconnue',
  'verified': 'Vérifié',
  'scoreLabel': 'Score d’influence : {score} sur 100',
  'scoreNone': 'Pas encore noté',
  'scoreOutOf': '/100',
  'googleRating': 'Note Google',
  'instagramFollowers': 'Abonnés Instagram',
  'figuresAsOf': 'au {date}',
  'engagement': 'Engagement',
  'moreTags': '+{count}',
  'moreTagsLabel#one': '{count} autre tag',
  'moreTagsLabel#other': '{count} autres tags',
  'tagsLabel': 'Tags',
  'openVenue': 'Voir la fiche de {name}',
  'voteCount#one': '{count} vote',
  'voteCount#other': '{count} votes',
  'voteCountNone': 'Aucun vote',
  'connectToVote': 'Se connecter pour voter',
  'signInToVote': 'Connectez-vous pour voter pour ce lieu',
  'favoriteAdd': 'Enregistrer {name} dans mes favoris',
  'save': 'Enregistrer',
  'saved': 'Enregistré',
  'saveHint': 'Garder ce lieu dans Mes favoris',
  'savedHint': 'Dans Mes favoris : touchez pour le retirer',
  'signInToFavorite': 'Connectez-vous pour enregistrer ce lieu dans vos favoris',
  'platform.igScore': 'Instagram',
  'platform.ttScore': 'TikTok',
  'platform.fbScore': 'Facebook',
  'platform.liScore': 'LinkedIn',
  'platform.gbScore': 'Google Business',
  'distance': 'à {distance} km',
  'loadMore': 'Voir plus de lieux',
  'retry': 'Réessayer',
  'openNow': 'Ouvert maintenant',
};

export type VenuesMessageKey = keyof typeof venuesFr;

export const venuesMessages = defineMessages(venuesFr, {
  en: () => import('./venues.en').then((module) => module.venuesEn),
  ar: () => import('./venues.ar').then((module) => module.venuesAr),
});
