import { PageMain } from './page-main';
import { SiteFooter } from './site-footer';
import { TopNav } from './top-nav';

/** The shared layout of the spec: sticky top navigation, the screen, the footer. */
export function AppLayout() {
  return (
    <>
      <TopNav />
      <PageMain />
      <SiteFooter />
    </>
  );
}
