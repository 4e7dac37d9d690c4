import { lazy, Suspense } from 'react';
import type { GetThereVenue } from './get-there';
import classes from './get-there.module.css';

// The actions are their own chunks, outside the first visit's JavaScript (150 KB budget, web/README.md):
// their fetch starts as soon as a screen that shows venues is loaded, beside the request for the venues,
// so they are usually there when the venues arrive. docs/get-there.md.
const pageActions = () => import('./get-there-actions');
const compactActions = () => import('./compact-get-there-actions');
void compactActions();

const GetThereActions = lazy(() => pageActions().then((module) => ({ default: module.GetThereActions })));
const CompactGetThereActions = lazy(() => compactActions().then((module) => ({ default: module.CompactGetThereActions })));

/** The venue page's module asks for its row at once (the page waits for the venue's data anyway). */
export function preloadGetThereActions(): void {
  void pageActions();
}

/** Itinéraire, Appeler, WhatsApp, Site web, Partager on the venue page (get-there-actions.tsx). */
export function LazyGetThereActions({ venue, name }: { venue: GetThereVenue; name: string }) {
  return (
    <Suspense fallback={<div className={classes.actionsPlaceholder} />}>
      <GetThereActions venue={venue} name={name} />
    </Suspense>
  );
}

/** A card's icons (compact-get-there-actions.tsx); until they arrive, their row's height is kept. */
export function LazyCompactGetThereActions({ venue, name, dark = false }: { venue: GetThereVenue; name: string; dark?: boolean }) {
  return (
    <Suspense fallback={<div className={classes.compactPlaceholder} />}>
      <CompactGetThereActions venue={venue} name={name} dark={dark} />
    </Suspense>
  );
}
