import type { CategoryDto } from '@lieux/contracts';
import { isMessageKey } from './dictionaries';
import type { Translate } from './use-t';

/** A category's name in the current language; the server's French name for ids we do not know. */
export function categoryLabel(t: Translate, category: CategoryDto): string {
  const key = `category.${category.id}`;
  return isMessageKey(key) ? t(key) : category.name;
}

/**
 * A category's plural name in the current language, as the home page's buttons show it and search
 * for ("Restaurants", "Cafés", …); the server's name for ids we do not know.
 */
export function categoryPluralLabel(t: Translate, category: CategoryDto): string {
  const key = `home.categoryPlural.${category.id}`;
  return isMessageKey(key) ? t(key) : category.name;
}
