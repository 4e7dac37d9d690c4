import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { layoutMessages } from './layout.fr';
import { PageFallback } from './page-fallback';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { useScrollToTop } from './use-scroll-to-top';

export const MAIN_ID = 'contenu';

/** The page's main landmark, with the skip link that leads to it and the lazily loaded screen. */
export function PageMain() {
  const t = useT(layoutMessages);
  const { pathname } = useLocation();
  useScrollToTop();

  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t('skipToContent')}
      </a>
      <main id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }}>
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </>
  );
}
