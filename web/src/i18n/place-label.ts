import { isKnownCountry, isKnownTag, knownCityFr, type TagDto } from '@lieux/contracts';

/** A translate function that knows the place names: `useT(placeMessages)`. */
export type TranslatePlace = (key: string) => string;

/** A city's name in the current language; the name as stored for a city the product does not know. */
export function cityLabel(t: TranslatePlace, city: string): string {
  const known = knownCityFr(city);
  return known === undefined ? city : t(`city.${known}`);
}

/** A country's name in the current language ("Maroc", "Morocco", "المغرب"); another as written. */
export function countryLabel(t: TranslatePlace, country: string): string {
  return isKnownCountry(country) ? t(`country.${country}`) : country;
}

/** A tag's name in the current language; a merchant's own tag keeps the name they gave it. */
export function tagLabel(t: TranslatePlace, tag: Pick<TagDto, 'id' | 'name'>): string {
  return isKnownTag(tag.id) ? t(`tag.${tag.id}`) : tag.name;
}
