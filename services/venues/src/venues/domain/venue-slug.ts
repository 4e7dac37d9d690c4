import { foldText } from './search-criteria.js';

/** The slug of a venue's address (`/venue/{slug}`): "Café Tarbouche Talaa" → `cafe-tarbouche-talaa`. */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
}
