import { Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { BrandLink } from './brand-link';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages } from './layout.fr';
import classes from './top-nav.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

/** Sticky top bar: logo, language, and the signed-out links; a burger menu on small screens. */
export function TopNav() {
  const t = useT(layoutMessages);
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.bar}>
        <BrandLink onNavigate={close} />
        <Group component="nav" aria-label={t('nav.label')} gap="xs" visibleFrom="sm">
          <LanguageSwitcher />
          <Button component={Link} to="/login" variant="subtle">
            {t('nav.login')}
          </Button>
          <Button component={Link} to="/signup">
            {t('nav.signup')}
          </Button>
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
            <Button component={Link} to="/login" variant="light" fullWidth onClick={close}>
              {t('nav.login')}
            </Button>
            <Button component={Link} to="/signup" fullWidth onClick={close}>
              {t('nav.signup')}
            </Button>
            <LanguageSwitcher fullWidth />
          </Stack>
        </Container>
      </Collapse>
    </header>
  );
}
