import type { Translation } from './message-catalog';
import type { categoriesFr } from './categories.fr';

export const categoriesEn = {
  'singular.restaurant': 'Restaurant',
  'singular.cafe': 'Café',
  'singular.hotel': 'Hotel',
  'singular.boutique': 'Boutique',
  'singular.spa': 'Spa',
  'singular.bar': 'Bar',
  'singular.riad': 'Riad',
  'singular.hammam': 'Hammam',
  'singular.patisserie': 'Pastry shop',
  'singular.salon-de-the': 'Tea room',
  'singular.rooftop': 'Rooftop',
  'singular.galerie': 'Art gallery',

  'plural.restaurant': 'Restaurants',
  'plural.cafe': 'Cafés',
  'plural.hotel': 'Hotels',
  'plural.boutique': 'Boutiques',
  'plural.spa': 'Spas',
  'plural.bar': 'Bars',
  'plural.riad': 'Riads',
  'plural.hammam': 'Hammams',
  'plural.patisserie': 'Pastry shops',
  'plural.salon-de-the': 'Tea rooms',
  'plural.rooftop': 'Rooftops',
  'plural.galerie': 'Art galleries',
} satisfies Translation<typeof categoriesFr>;
