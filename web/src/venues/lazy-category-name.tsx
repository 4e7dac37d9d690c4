import { lazy, Suspense } from 'react';

// The category names' catalog is its own chunk where a screen has no other use for it (/recherche:
// 0.5 KB of the 150 KB first-visit budget), fetched as soon as a screen with cards loads, beside the
// request for the venues, so it is there when they arrive (as the opening state's line is).
const chunk = () => import('./category-name');
void chunk();
const CategoryName = lazy(() => chunk().then((module) => ({ default: module.CategoryName })));

/** "Café · " before a card's city; nothing until its chunk is there (the city stands alone meanwhile). */
export function LazyCategoryName({ id }: { id: string }) {
  return (
    <Suspense fallback={null}>
      <CategoryName id={id} />
    </Suspense>
  );
}
