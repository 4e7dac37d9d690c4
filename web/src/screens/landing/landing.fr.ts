import { defineMessages } from '../../i18n/message-catalog';

/** The marketing page (/landing). French, the reference: `landing.en.ts` and `landing.ar.ts` have exactly these keys. */
export const landingFr = {
  'screenTitle': 'Découvrez les lieux qui comptent au Maroc',
  'hero.eyebrow': 'Restaurants, cafés, hôtels, boutiques, spas, bars',
  'hero.title': 'Les lieux qui font parler d’eux au Maroc',
  'hero.body': 'Chaque lieu reçoit un score d’influence de 0 à 100, calculé à partir de sa présence sur Instagram, TikTok, Facebook, LinkedIn et Google. Trouvez les adresses que tout le monde recommande, votez pour vos préférées.',
  'hero.explore': 'Explorer les lieux',
  'hero.merchant': 'Vous êtes commerçant ?',
  'stats.label': 'Lieux en chiffres',
  'stats.venues': 'lieux notés',
  'stats.cities': 'villes',
  'stats.votes': 'votes de la communauté',
  'top.title': 'Les mieux notés du moment',
  'top.all': 'Voir tous les lieux',
  'how.title': 'Comment ça marche',
  'how.analysis.title': 'Analyse multi-plateformes',
  'how.analysis.body': 'Instagram, TikTok, Facebook, LinkedIn et Google Business : nous lisons la présence de chaque lieu sur les cinq plateformes, chaque jour.',
  'how.score.title': 'Un score de 0 à 100',
  'how.score.body': 'Un seul chiffre pour comparer : de 80 à 100 excellent, de 60 à 79 très bon, de 40 à 59 bon.',
  'how.community.title': 'Une communauté active',
  'how.community.body': 'Les visiteurs votent pour les lieux qu’ils aiment et font remonter les meilleures adresses de leur ville.',
  'cta.title': 'Prêt à découvrir votre prochaine adresse ?',
  'cta.body': 'Parcourez les lieux les mieux notés ou inscrivez votre établissement.',
  'cta.explore': 'Commencer à explorer',
  'cta.merchant': 'Inscrire mon lieu',
};

export type LandingMessageKey = keyof typeof landingFr;

export const landingMessages = defineMessages(landingFr, {
  en: () => import('./landing.en').then((module) => module.landingEn),
  ar: () => import('./landing.ar').then((module) => module.landingAr),
});
