import type { Locale } from './locales.js';
import { CITIES_FR, isKnownTag, knownCityFr, foldPlaceName, PLACE_NAMES_FR, TAGS_FR, type PlaceNames } from './place-names.fr.js';
import { PLACE_NAMES_AR } from './place-names.ar.js';
import { PLACE_NAMES_EN } from './place-names.en.js';

/**
 * Every language's names of the cities and tags at once, for the servers (`@lieux/contracts/place-names`:
 * not in the package's main entry, so the web app's first load carries no English or Arabic; it
 * fetches them through its `places` catalogue).
 */
export const PLACE_NAMES: Readonly<Record<Locale, PlaceNames>> = { fr: PLACE_NAMES_FR, en: PLACE_NAMES_EN, ar: PLACE_NAMES_AR };

/** A name in each of the product's languages; `fr` is the one the product stores. */
export type LocalisedName = Readonly<Record<Locale, string>>;

export const CITY_NAMES: readonly LocalisedName[] = CITIES_FR.map((city) => ({ fr: city, en: PLACE_NAMES_EN.cities[city], ar: PLACE_NAMES_AR.cities[city] }));

export const TAG_NAMES: Readonly<Record<string, LocalisedName>> = Object.fromEntries(
  (Object.keys(TAGS_FR) as Array<keyof typeof TAGS_FR>).map((id) => [id, { fr: TAGS_FR[id], en: PLACE_NAMES_EN.tags[id], ar: PLACE_NAMES_AR.tags[id] }]),
);

/** The French name of a city typed in French or English ("Marrakesh", "fes"), else undefined. */
function cityFr(city: string): (typeof CITIES_FR)[number] | undefined {
  const folded = foldPlaceName(city);
  return knownCityFr(city) ?? CITIES_FR.find((known) => foldPlaceName(PLACE_NAMES_EN.cities[known]) === folded);
}

/** A city's name in the reader's language; the name as stored when the city is not one we know. */
export function cityName(city: string, locale: Locale): string {
  const known = cityFr(city);
  return known === undefined ? city : PLACE_NAMES[locale].cities[known];
}

/** A tag's name in the reader's language; the tag's own name when it is not in the vocabulary. */
export function tagName(tag: { id: string; name: string }, locale: Locale): string {
  return isKnownTag(tag.id) ? PLACE_NAMES[locale].tags[tag.id] : tag.name;
}
