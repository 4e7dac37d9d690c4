/**
 * Morocco's cities and the product's tags, named in French: the names venues store (a venue's
 * city, a tag's name) and the keys of their translations, `place-names.en.ts` and
 * `place-names.ar.ts` (issue 29 §2). The three files are the one home of these names: the web app
 * labels cards, filters and the base map with them (its `places` catalogue fetches the English or
 * Arabic file when the reader wants it), the gateway writes them in page heads, JSON-LD and
 * sitemaps (`@lieux/contracts/place-names`), and search reads them as synonyms.
 * Arabic as the kingdom's administration writes it (Haut-Commissariat au Plan, the communes'
 * names), English in its usual spelling.
 */
export const CITIES_FR = [
  'Casablanca',
  'Rabat',
  'Marrakech',
  'Tanger',
  'Fès',
  'Agadir',
  'Meknès',
  'Essaouira',
  'Chefchaouen',
  'Tétouan',
  'Oujda',
  'El Jadida',
  'Ouarzazate',
  'Kénitra',
  'Salé',
  'Mohammédia',
  'Nador',
  'Béni Mellal',
  'Safi',
  'Ifrane',
  'Dakhla',
  'Laâyoune',
  'Taroudant',
  'Asilah',
  'Larache',
  'Errachidia',
  'Merzouga',
  'Al Hoceïma',
] as const;
export type CityFr = (typeof CITIES_FR)[number];

/**
 * The tag vocabulary the product seeds (the demo venues' and the generator's tags) by tag id.
 * Merchants may type other tags: those keep the name they were given, in every language.
 */
export const TAGS_FR = {
  rooftops: 'Rooftops',
  brunch: 'Brunch',
  'street-food': 'Street food',
  'spa-wellness': 'Spa wellness',
  terrasse: 'Terrasse',
  wifi: 'Wifi',
  livraison: 'Livraison',
  'vue-mer': 'Vue sur mer',
  'cuisine-marocaine': 'Cuisine marocaine',
  vegetarien: 'Végétarien',
  'musique-live': 'Musique live',
  'en-famille': 'En famille',
  piscine: 'Piscine',
  artisanat: 'Artisanat',
} as const;
export type TagId = keyof typeof TAGS_FR;

/** The countries the product names (a venue's `country`, the site's address): Morocco. */
export const COUNTRIES_FR = ['Maroc'] as const;
export type CountryFr = (typeof COUNTRIES_FR)[number];

/** A language's names of the countries, cities and tags: a translation file must name every one. */
export interface PlaceNames {
  countries: Readonly<Record<CountryFr, string>>;
  cities: Readonly<Record<CityFr, string>>;
  tags: Readonly<Record<TagId, string>>;
}

export const PLACE_NAMES_FR: PlaceNames = {
  countries: { Maroc: 'Maroc' },
  cities: Object.fromEntries(CITIES_FR.map((city) => [city, city])) as Record<CityFr, string>,
  tags: TAGS_FR,
};

/** How a typed city is compared: case, accents and spacing aside ("fes", "Fès ", "FES"). */
export function foldPlaceName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The city among the product's, by its French name typed any way; undefined for one it does not know. */
export function knownCityFr(city: string): CityFr | undefined {
  const folded = foldPlaceName(city);
  return CITIES_FR.find((known) => foldPlaceName(known) === folded);
}

export function isKnownCountry(country: string): country is CountryFr {
  return (COUNTRIES_FR as readonly string[]).includes(country);
}

export function isKnownTag(id: string): id is TagId {
  return Object.hasOwn(TAGS_FR, id);
}

/** A language's names as flat messages (`country.<French name>`, `city.<French name>`, `tag.<id>`): the web app's `places` catalogue. */
export function placeMessagesOf(names: PlaceNames): Readonly<Record<string, string>> {
  return {
    ...Object.fromEntries(Object.entries(names.countries).map(([country, name]) => [`country.${country}`, name])),
    ...Object.fromEntries(Object.entries(names.cities).map(([city, name]) => [`city.${city}`, name])),
    ...Object.fromEntries(Object.entries(names.tags).map(([id, name]) => [`tag.${id}`, name])),
  };
}
