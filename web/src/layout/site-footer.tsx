import { Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useSiteInfoQuery } from '../api/site-info.query';
import { cityLabel, countryLabel } from '../i18n/place-label';
import { placeMessages } from '../i18n/places.fr';
import { useT } from '../i18n/use-t';
import { useAuthStatus } from '../auth/use-auth-status';
import { FOOTER_LINK_GROUPS } from './footer-links';
import { LanguageSwitcher } from './language-switcher';
import { layoutMessages } from './layout.fr';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const t = useT(layoutMessages);
  const tPlaces = useT(placeMessages);
  // The facts come from the gateway's configuration (GET /api/site); until they arrive, nothing is shown for them.
  const site = useSiteInfoQuery().data;
  // 'S'inscrire' and 'Connexion' only for a visitor (issue 28): not to someone signed in, nor before the auth check answers.
  const { isLoading, isAuthenticated } = useAuthStatus();
  const groups = FOOTER_LINK_GROUPS.filter((group) => group.titleKey !== 'footer.account' || !(isLoading || isAuthenticated));

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="xs">
            <Text className={classes.heading} fz="lg">
              {t('app.name')}
            </Text>
            <Text fz="sm">{t('tagline')}</Text>
            {site ? <Text fz="sm">{t('footer.location', { city: cityLabel(tPlaces, site.city), country: countryLabel(tPlaces, site.country) })}</Text> : null}
            <LanguageSwitcher />
          </Stack>
          {groups.map((group) => (
            <Box component="nav" key={group.titleKey} aria-label={t(group.titleKey)}>
              <Text className={classes.heading}>{t(group.titleKey)}</Text>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </Box>
          ))}
        </SimpleGrid>

        <Group className={classes.bottom} justify="space-between" gap="md">
          <Stack gap={4}>
            <Text fz="sm" fw={700} c="white">
              {t('footer.contact')}
            </Text>
            {site ? (
              <Group gap="lg">
                <Text fz="sm" span>
                  {t('footer.email')}{' '}
                  <a className={classes.link} href={`mailto:${site.email}`}>
                    <bdi>{site.email}</bdi>
                  </a>
                </Text>
                <Text fz="sm" span>
                  {t('footer.phone')}{' '}
                  <a className={classes.link} href={`tel:${site.phone.replace(/\s/g, '')}`}>
                    <bdi dir="ltr">{site.phone}</bdi>
                  </a>
                </Text>
              </Group>
            ) : null}
          </Stack>
          {/* No heading over nothing: the networks show once the site's settings name one (SITE_*_URL). */}
          {site && site.social.length > 0 ? (
            <Stack gap={4}>
              <Text fz="sm" fw={700} c="white">
                {t('footer.social')}
              </Text>
              <Group component="ul" gap="lg" className={classes.inlineList}>
                {site.social.map(({ network, url: href }) => (
                  <li key={network}>
                    <a
                      className={classes.link}
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('footer.socialLink', { network })}
                    >
                      {network}
                    </a>
                  </li>
                ))}
              </Group>
            </Stack>
          ) : null}
          <Text fz="sm">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
        </Group>
      </Container>
    </footer>
  );
}
