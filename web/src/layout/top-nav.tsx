import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuthStatus } from '../auth/use-auth-status';
import { useT, type Translate } from '../i18n/use-t';
import { BrandLink } from './brand-link';
import { HeaderSearchBox, HeaderSearchLink } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages, type LayoutMessageKey } from './layout.fr';
import { PUBLIC_LINKS } from './public-links';
import classes from './top-nav.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

const SignedInDesktop = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInDesktop })));
const SignedInMobile = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInMobile })));

/**
 * Sticky top bar (spec section 2, shared layout; issue 28, a header for everyone): the logo;
 * Explorer, Rechercher and Espace commerçant for everyone, with a search box on desktop and a
 * magnifier on phones; the language; signed out 'Connexion' and 'S'inscrire'; signed in the role's
 * links, the 'Commerçant' badge and the avatar menu (`signed-in-nav.tsx`). Below 992 px a burger
 * menu holds the links, closed by any of them. Nothing of either account side shows until the
 * auth check has answered.
 */
export function TopNav() {
  const t = useT(layoutMessages);
  const { isLoading, user } = useAuthStatus();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.bar}>
        <BrandLink onNavigate={close} />
        <Group component="nav" aria-label={t('nav.label')} visibleFrom="md" wrap="nowrap" justify="space-between" gap="md" style={{ flex: 1 }}>
          <Group gap={2} wrap="nowrap">
            <PublicLinks t={t} />
          </Group>
          <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: 1, minWidth: 0 }}>
            <HeaderSearchBox />
            <LanguageSwitcher />
            {user ? (
              <Suspense fallback={null}>
                <SignedInDesktop user={user} />
              </Suspense>
            ) : (
              !isLoading && <SignedOutLinks t={t} />
            )}
          </Group>
        </Group>
        <Group gap={4} hiddenFrom="md" wrap="nowrap">
          <HeaderSearchLink onNavigate={close} />
          <Burger
            opened={opened}
            onClick={toggle}
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>
      {/* Shown or hidden at once, without Mantine's Collapse: its animation code weighed on every first visit (the budget). */}
      <Box hiddenFrom="md" hidden={!opened}>
        <Container size="xl" className={classes.mobileMenu}>
          <Stack id={MOBILE_MENU_ID} component="nav" aria-label={t('nav.label')} gap="xs">
            <PublicLinks t={t} fullWidth onNavigate={close} />
            {user ? (
              <Suspense fallback={null}>
                <SignedInMobile user={user} onNavigate={close} />
              </Suspense>
            ) : (
              !isLoading && <SignedOutLinks t={t} fullWidth onNavigate={close} />
            )}
            <LanguageSwitcher fullWidth />
          </Stack>
        </Container>
      </Box>
    </header>
  );
}

interface LinksProps {
  t: Translate<LayoutMessageKey>;
  fullWidth?: boolean;
  onNavigate?: () => void;
}

/** Explorer, Rechercher, Espace commerçant: the current one marked (aria-current). */
function PublicLinks({ t, fullWidth, onNavigate }: LinksProps) {
  const { pathname } = useLocation();
  return PUBLIC_LINKS.map(({ key, to }) => (
    <Button
      key={to}
      component={Link}
      to={to}
      aria-current={pathname === to ? 'page' : undefined}
      variant="subtle"
      color="dark"
      px="xs"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      className={classes.link}
      style={{ flexShrink: 0 }}
      onClick={onNavigate}
    >
      {t(key)}
    </Button>
  ));
}

function SignedOutLinks({ t, fullWidth, onNavigate }: LinksProps) {
  return (
    <>
      <Button component={Link} to="/login" variant={fullWidth ? 'light' : 'subtle'} fullWidth={fullWidth} onClick={onNavigate}>
        {t('nav.login')}
      </Button>
      <Button component={Link} to="/signup" fullWidth={fullWidth} onClick={onNavigate}>
        {t('nav.signup')}
      </Button>
    </>
  );
}
