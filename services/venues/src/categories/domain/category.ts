/** A venue category as the venues service knows it: its stable key, French name and display rank. */
export interface Category {
  /** Stable lowercase key: `restaurant`, `cafe`… (URLs, `categoryId` of a venue, translation key). */
  id: string;
  /** French display name. */
  name: string;
  /** Rank of the category buttons: the Explorer shows the first eight. */
  position: number;
}

/** The order people see categories in: by rank, then by key so equal ranks never flicker. */
export function inDisplayOrder(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}
