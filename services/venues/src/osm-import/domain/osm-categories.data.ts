import type { SEEDED_CATEGORY_IDS } from '@lieux/contracts';

/** A product category (`venues.categories.id`). */
export type OsmCategoryId = (typeof SEEDED_CATEGORY_IDS)[number];

/**
 * Which OpenStreetMap objects become which of the product's categories (issue 32 §1,
 * docs/osm-import.md "Categories"). Read top to bottom: the first rule whose key and value match an
 * object's tags gives its category; `'*'` matches any value of the key but `no`. An object no rule
 * matches is not a venue for Lieux (a bench, a pharmacy) and is skipped as `not_a_venue`.
 *
 * The tag values are OSM's (wiki "Map features"); the order puts the specific before the general: a
 * `tourism=guest_house` named "Riad …" or tagged `guest_house=riad` is a riad before it is a hotel;
 * a `shop=pastry` is a pâtisserie before `shop=*` makes it a boutique.
 */
export interface OsmCategoryRule {
  readonly key: string;
  readonly value: string;
  readonly category: OsmCategoryId;
  /** Only when the object's name starts with one of these words (folded: lower case, no accents). */
  readonly nameStartsWith?: readonly string[];
}

/** Words that make a guest house or hotel a riad, and a spa or bath a hammam, by its name. */
const RIAD_NAMES = ['riad', 'dar', 'رياض'] as const;
const HAMMAM_NAMES = ['hammam', 'حمام'] as const;

export const OSM_CATEGORY_RULES: readonly OsmCategoryRule[] = [
  // Riads: Morocco's guest houses around a patio; OSM tags them guest_house (or hotel) and names them.
  { key: 'guest_house', value: 'riad', category: 'riad' },
  { key: 'tourism', value: 'guest_house', category: 'riad', nameStartsWith: RIAD_NAMES },
  { key: 'tourism', value: 'hotel', category: 'riad', nameStartsWith: RIAD_NAMES },
  { key: 'tourism', value: 'guest_house', category: 'hotel' },
  { key: 'tourism', value: 'hotel', category: 'hotel' },
  { key: 'tourism', value: 'hostel', category: 'hotel' },
  { key: 'tourism', value: 'motel', category: 'hotel' },
  { key: 'tourism', value: 'apartment', category: 'hotel' },
  { key: 'tourism', value: 'chalet', category: 'hotel' },
  // Hammams: OSM has amenity=public_bath (bath:type=hammam) and leisure=sauna; a spa named Hammam too.
  { key: 'bath:type', value: 'hammam', category: 'hammam' },
  { key: 'amenity', value: 'public_bath', category: 'hammam' },
  { key: 'leisure', value: 'spa', category: 'hammam', nameStartsWith: HAMMAM_NAMES },
  { key: 'amenity', value: 'spa', category: 'hammam', nameStartsWith: HAMMAM_NAMES },
  { key: 'leisure', value: 'spa', category: 'spa' },
  { key: 'amenity', value: 'spa', category: 'spa' },
  { key: 'leisure', value: 'sauna', category: 'spa' },
  { key: 'shop', value: 'massage', category: 'spa' },
  { key: 'shop', value: 'beauty', category: 'spa' },
  // Eat and drink.
  { key: 'amenity', value: 'cafe', category: 'cafe' },
  { key: 'amenity', value: 'ice_cream', category: 'cafe' },
  { key: 'shop', value: 'coffee', category: 'cafe' },
  { key: 'shop', value: 'tea', category: 'salon-de-the' },
  { key: 'amenity', value: 'restaurant', category: 'restaurant' },
  { key: 'amenity', value: 'fast_food', category: 'restaurant' },
  { key: 'amenity', value: 'food_court', category: 'restaurant' },
  { key: 'amenity', value: 'bar', category: 'bar' },
  { key: 'amenity', value: 'pub', category: 'bar' },
  { key: 'amenity', value: 'biergarten', category: 'bar' },
  { key: 'amenity', value: 'nightclub', category: 'bar' },
  { key: 'shop', value: 'pastry', category: 'patisserie' },
  { key: 'shop', value: 'bakery', category: 'patisserie' },
  { key: 'shop', value: 'confectionery', category: 'patisserie' },
  // Art.
  { key: 'tourism', value: 'gallery', category: 'galerie' },
  { key: 'shop', value: 'art', category: 'galerie' },
  { key: 'amenity', value: 'arts_centre', category: 'galerie' },
  // Every other shop: the product's "boutique". Shops that are not places one goes out to are skipped.
  { key: 'shop', value: '*', category: 'boutique' },
];

/** `shop=*` values that are no venue a visitor looks for here (skipped as `not_a_venue`); `vacant` is a closed shop. */
export const OSM_SHOPS_LEFT_OUT: readonly string[] = ['vacant', 'car_repair', 'car_parts', 'tyres', 'fuel', 'gas', 'funeral_directors', 'pawnbroker', 'storage_rental', 'trade', 'wholesale', 'money_lender'];
