import { lazy } from 'react';

/** Each screen is its own chunk, fetched when its route is first shown. */
export const HomePage = lazy(() =>
  import('../screens/home/home.page').then((module) => ({ default: module.HomePage })),
);

export const ComingSoonPage = lazy(() =>
  import('../screens/coming-soon/coming-soon.page').then((module) => ({ default: module.ComingSoonPage })),
);

export const NotFoundPage = lazy(() =>
  import('../screens/not-found/not-found.page').then((module) => ({ default: module.NotFoundPage })),
);
