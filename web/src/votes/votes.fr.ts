import { defineMessages } from '../i18n/message-catalog';

/**
 * The vote button's and the favourites' texts (issue 8): the spec's toasts word for word.
 * French, the reference: `votes.en.ts` and `votes.ar.ts` have exactly these keys.
 */
export const votesFr = {
  'vote': 'Voter',
  'voted': 'J’aime',
  'voteLabel': 'Voter pour {name}',
  'votedLabel': 'Vous aimez {name} : retirer votre vote',
  'voteThanks': 'Merci pour votre vote !',
  'voteThanksUnconfirmed': 'Merci pour votre vote ! Il comptera dans le classement dès que votre adresse email sera confirmée.',
  'voteRemoved': 'Votre vote a été retiré',
  'voteFailed': 'Impossible d’enregistrer votre vote',
  'favoriteAdd': 'Enregistrer {name} dans mes favoris',
  'favoriteRemove': 'Enregistré : retirer {name} de mes favoris',
  'favoriteAdded': 'Ajouté à vos favoris',
  'favoriteRemoved': 'Retiré de vos favoris',
  'favoriteFailed': 'Impossible de modifier vos favoris',
  'favoritesTitle': 'Mes favoris',
  'favoritesSubtitle': 'Les lieux que vous avez gardés, le plus récent d’abord.',
  'favoritesEmpty': 'Aucun favori pour l’instant',
  'favoritesEmptyHint': 'Touchez « Enregistrer » sur un lieu pour le retrouver ici.',
  'favoritesExplore': 'Découvrir des lieux',
  'favoritesError': 'Impossible de charger vos favoris.',
  'retry': 'Réessayer',
};

export type VotesMessageKey = keyof typeof votesFr;

export const votesMessages = defineMessages(votesFr, {
  en: () => import('./votes.en').then((module) => module.votesEn),
  ar: () => import('./votes.ar').then((module) => module.votesAr),
});
