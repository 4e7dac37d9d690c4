import { Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useAuthStatus } from '../auth/use-auth-status';
import { useT, type Translate } from '../i18n/use-t';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages, type LayoutMessageKey } from './layout.fr';
import classes from './top-nav.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

const SignedInDesktop = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInDesktop })));
const SignedInMobile = lazy(() => import('./signed-in-nav').then((module) => ({ default: module.SignedInMobile })));

/**
 * Sticky top bar (spec section 2, shared layout): logo and language; signed out 'Connexion' and
 * 'S'inscrire'; signed in the role's links, the 'Commerçant' badge and the avatar menu
 * (`signed-in-nav.tsx`). A burger menu on small screens, closed by any of its links. Nothing of
 * either side shows until the auth check has answered.
 */
export function TopNav() {
  const t = useT(layoutMessages);
  const { isLoading, user } = useAuthStatus();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <BrandLink onNavigate={close} />
        <Group component="nav" aria-label={t('nav.label')} gap="xs" visibleFrom="sm" wrap="nowrap">
          <LanguageSwitcher />
          {user ? (
            <Suspense fallback={null}>
              <SignedInDesktop user={user} />
            </Suspense>
          ) : (
            !isLoading && <SignedOutLinks t={t} />
          )}
        </Group>
        <Burger
          hiddenFrom="sm"
          opened={opened}
          onClick={toggle}
          aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={opened}
          aria-controls={MOBILE_MENU_ID}
        />
      </Container>
      <Collapse expanded={opened} hiddenFrom="sm">
        <Container size="lg" className={classes.mobileMenu}>
          <Stack id={MOBILE_MENU_ID} component="nav" aria-label={t('nav.label')} gap="xs">
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
      </Collapse>
    </header>
  );
}

function SignedOutLinks({ t, fullWidth, onNavigate }: { t: Translate<LayoutMessageKey>; fullWidth?: boolean; onNavigate?: () => void }) {
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
