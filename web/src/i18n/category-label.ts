import type { CategoryDto } from '@lieux/contracts';
import { isMessageKey } from './dictionaries';
import type { Translate } from './use-t';

/** A category's name in the current language; the server's French name for ids we do not know. */
export function categoryLabel(t: Translate, category: CategoryDto): string {
  const key = `category.${category.id}`;
  return isMessageKey(key) ? t(key) : category.name;
}
