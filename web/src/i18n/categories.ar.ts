import type { Translation } from './message-catalog';
import type { categoriesFr } from './categories.fr';

export const categoriesAr = {
  'singular.restaurant': 'مطعم',
  'singular.cafe': 'مقهى',
  'singular.hotel': 'فندق',
  'singular.boutique': 'متجر',
  'singular.spa': 'سبا',
  'singular.bar': 'حانة',
  'singular.riad': 'رياض',
  'singular.hammam': 'حمّام',
  'singular.patisserie': 'محل حلويات',
  'singular.salon-de-the': 'صالون شاي',
  'singular.rooftop': 'سطح',
  'singular.galerie': 'رواق فني',

  'plural.restaurant': 'مطاعم',
  'plural.cafe': 'مقاهي',
  'plural.hotel': 'فنادق',
  'plural.boutique': 'متاجر',
  'plural.spa': 'منتجعات صحية',
  'plural.bar': 'حانات',
  'plural.riad': 'رياضات',
  'plural.hammam': 'حمّامات',
  'plural.patisserie': 'محلات حلويات',
  'plural.salon-de-the': 'صالونات شاي',
  'plural.rooftop': 'أسطح',
  'plural.galerie': 'أروقة فنية',
} satisfies Translation<typeof categoriesFr>;
