import type { CategoryDto } from '@lieux/contracts';
import { categoryMessages, type CategoryMessageKey } from './categories.fr';

/** A translate function that knows the category names: `useT(categoryMessages)`. */
export type TranslateCategory = (key: CategoryMessageKey) => string;

/** A category's name in the current language; the server's French name for ids we do not know. */
export function categoryLabel(t: TranslateCategory, category: CategoryDto): string {
  return translated(t, `singular.${category.id}`) ?? category.name;
}

/**
 * A category's plural name in the current language, as the home page's buttons show it and search
 * for ("Restaurants", "Cafés", …); the server's name for ids we do not know.
 */
export function categoryPluralLabel(t: TranslateCategory, category: CategoryDto): string {
  return translated(t, `plural.${category.id}`) ?? category.name;
}

function translated(t: TranslateCategory, key: string): string | undefined {
  return Object.hasOwn(categoryMessages.fr, key) ? t(key as CategoryMessageKey) : undefined;
}
