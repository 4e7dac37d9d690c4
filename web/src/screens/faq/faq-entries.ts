import type { HelpEntry } from '../../content/help-search';
import type { Translate } from '../../i18n/use-t';
import { FAQ_CATEGORIES, type FaqCategoryId, type FaqItemId } from './faq-items';
import type { FaqMessageKey } from './faq.fr';

export interface FaqEntry extends HelpEntry {
  id: FaqItemId;
  categoryId: FaqCategoryId;
}

/** Every FAQ item in the current language, as searchable entries linking to its anchor. */
export function faqEntries(t: Translate<FaqMessageKey>): FaqEntry[] {
  return FAQ_CATEGORIES.flatMap(({ id: categoryId, items }) =>
    items.map((id) => ({ id, categoryId, title: t(`q.${id}`), body: t(`a.${id}`), href: `/faq#${id}` })),
  );
}

/** The entries by category, in the FAQ's order; a category with none is left out. */
export function groupByCategory(entries: readonly FaqEntry[]): Array<{ categoryId: FaqCategoryId; entries: FaqEntry[] }> {
  return FAQ_CATEGORIES.map(({ id }) => ({ categoryId: id, entries: entries.filter((entry) => entry.categoryId === id) })).filter(
    (group) => group.entries.length > 0,
  );
}

export function isFaqItemId(value: string): value is FaqItemId {
  return FAQ_CATEGORIES.some(({ items }) => (items as readonly string[]).includes(value));
}
