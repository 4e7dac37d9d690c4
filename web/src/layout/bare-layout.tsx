import { PageMain } from './page-main';
import { SiteFooter } from './site-footer';

/** For screens the spec shows without the top navigation (the landing page). */
export function BareLayout() {
  return (
    <>
      <PageMain />
      <SiteFooter />
    </>
  );
}
