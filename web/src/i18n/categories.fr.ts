import { defineMessages } from './message-catalog';

/**
 * Category names by the server's category id (`category-label.ts`): `singular.<id>`, and `plural.<id>`
 * as the home page's buttons show them and search for.
 * French, the reference: `categories.en.ts` and `categories.ar.ts` have exactly these keys.
 */
export const categoriesFr = {
  'singular.restaurant': 'Restaurant',
  'singular.cafe': 'Café',
  'singular.hotel': 'Hôtel',
  'singular.boutique': 'Boutique',
  'singular.spa': 'Spa',
  'singular.bar': 'Bar',
  'singular.riad': 'Riad',
  'singular.hammam': 'Hammam',
  'singular.patisserie': 'Pâtisserie',
  'singular.salon-de-the': 'Salon de thé',
  'singular.rooftop': 'Rooftop',
  'singular.galerie': "Galerie d'art",

  'plural.restaurant': 'Restaurants',
  'plural.cafe': 'Cafés',
  'plural.hotel': 'Hôtels',
  'plural.boutique': 'Boutiques',
  'plural.spa': 'Spas',
  'plural.bar': 'Bars',
  'plural.riad': 'Riads',
  'plural.hammam': 'Hammams',
  'plural.patisserie': 'Pâtisseries',
  'plural.salon-de-the': 'Salons de thé',
  'plural.rooftop': 'Rooftops',
  'plural.galerie': "Galeries d'art",
};

export type CategoryMessageKey = keyof typeof categoriesFr;

export const categoryMessages = defineMessages(categoriesFr, {
  en: () => import('./categories.en').then((module) => module.categoriesEn),
  ar: () => import('./categories.ar').then((module) => module.categoriesAr),
});
