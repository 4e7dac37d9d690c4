import { lazy, Suspense } from 'react';
import type { OpeningSchedule } from '@lieux/contracts';
import classes from './venues.module.css';

// The state's line ("Ouvert · ferme à 23 h") and the clock that computes it are their own chunk,
// outside the first visit's JavaScript (150 KB budget, web/README.md): fetched as soon as a screen
// that shows venues loads, beside the request for the venues, so it is there when they arrive.
const stateLine = () => import('./opening-state-line');
void stateLine();

const OpeningStateLine = lazy(() => stateLine().then((module) => ({ default: module.OpeningStateLine })));

type Props = { venue: OpeningSchedule; size?: 'xs' | 'sm' | 'md'; dark?: boolean };

/** A venue's state now (opening-state-line.tsx); until it arrives, its line's height is kept. */
export function LazyOpeningStateLine(props: Props) {
  return (
    <Suspense fallback={<div className={classes.statePlaceholder} data-size={props.size ?? 'sm'} />}>
      <OpeningStateLine {...props} />
    </Suspense>
  );
}
