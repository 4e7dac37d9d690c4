import { categoryMessages } from '../i18n/categories.fr';
import { categoryLabel } from '../i18n/category-label';
import { useT } from '../i18n/use-t';

/** A card's category in the reader's language, then the separator before the city. */
export function CategoryName({ id }: { id: string }) {
  const t = useT(categoryMessages);
  return <>{categoryLabel(t, { id, name: id })} · </>;
}
