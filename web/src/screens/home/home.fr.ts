import { defineMessages } from '../../i18n/message-catalog';

/**
 * The home search page.
 * French, the reference: `home.en.ts` and `home.ar.ts` have exactly these keys.
 */
export const homeFr = {
  'screenTitle': 'Accueil',
  'title': 'Découvrez les meilleurs lieux du Maroc',
  'subtitle':
    'Restaurants, cafés, hôtels, boutiques, spas et bars, classés de 0 à 100 selon leur influence sur les réseaux sociaux.',
  'searchLabel': 'Rechercher un lieu',
  'searchPlaceholder': 'Un restaurant, un café, une ville…',
  'searchButton': 'Rechercher',
  'popularTitle': 'Recherches populaires',
  'trendingTitle': 'Tendances',
  'categoriesTitle': 'Catégories',
  'categoriesLoading': 'Chargement des catégories…',
  'categoriesError': 'Impossible de charger les catégories',
  'categoriesEmpty': 'Aucune catégorie pour le moment.',
  'recentTitle': 'Ajoutés récemment',
  'recentLoading': 'Chargement des lieux…',
  'recentEmpty': 'Aucun lieu pour le moment.',
  'recentError': 'Impossible de charger les lieux',
  'recentAll': 'Voir tous les lieux',
  'retry': 'Réessayer',

  'popular.restaurantsCasablanca': 'Restaurants Casablanca',
  'popular.cafesRabat': 'Cafés Rabat',
  'popular.hotelsMarrakech': 'Hôtels Marrakech',
  'popular.boutiquesTanger': 'Boutiques Tanger',

  'trending.rooftops': 'Rooftops',
  'trending.brunch': 'Brunch',
  'trending.streetFood': 'Street food',
  'trending.spaWellness': 'Spa wellness',
};

export type HomeMessageKey = keyof typeof homeFr;

export const homeMessages = defineMessages(homeFr, {
  en: () => import('./home.en').then((module) => module.homeEn),
  ar: () => import('./home.ar').then((module) => module.homeAr),
});
