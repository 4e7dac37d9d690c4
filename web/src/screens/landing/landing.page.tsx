import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CalloutSection } from '../../content/callout-section';
import contentClasses from '../../content/content.module.css';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { VenueCard, VenueCardSkeleton } from '../../venues/venue-card';
import { useHomeFeedQuery, usePublicStatsQuery } from '../../venues/venue.queries';
import { HomeSearchForm } from '../home/home-search-form';
import { landingMessages } from './landing.fr';
import classes from './landing.module.css';

const STEPS = ['analysis', 'score', 'community'] as const;
/** How many of the best-scored venues the landing shows: one row at 1280 px. */
const TOP_VENUES = 3;

/**
 * The marketing page (spec "Landing"): live figures, three steps, a last call. Issue 28 gives it
 * the shared header (a way around for everyone, where the spec had none), a search box and the
 * best-scored venues of the home feed.
 */
export function LandingPage() {
  const t = useT(landingMessages);
  useScreenTitle(t('screenTitle'));

  return (
    <>
      <section className={contentClasses.hero} aria-labelledby="landing-title">
        <Container size="md">
          <Stack gap="lg" align="flex-start">
            <Text fz="sm" fw={700} c="zellige.8" tt="uppercase">
              {t('hero.eyebrow')}
            </Text>
            <Title id="landing-title" order={1} fz={{ base: 32, sm: 50 }} lh={1.1} c="terracotta.9">
              {t('hero.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.5" maw={660}>
              {t('hero.body')}
            </Text>
            <HomeSearchForm />
            <Group>
              <Button component={Link} to="/explorer" size="md">
                {t('hero.explore')}
              </Button>
              <Button component={Link} to="/merchant" size="md" variant="default">
                {t('hero.merchant')}
              </Button>
            </Group>
            <LiveFigures />
          </Stack>
        </Container>
      </section>

      <TopVenues />

      <Container size="lg" py={56} component="section" aria-labelledby="landing-how">
        <Title id="landing-how" order={2} fz={{ base: 24, sm: 30 }} mb="lg">
          {t('how.title')}
        </Title>
        <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {STEPS.map((step, index) => (
            <Paper component="li" key={step} withBorder radius="lg" p="lg">
              <Text className={classes.stepNumber} aria-hidden="true">
                {index + 1}
              </Text>
              <Title order={3} fz="lg" mb={6}>
                {t(`how.${step}.title`)}
              </Title>
              <Text c="dark.5">{t(`how.${step}.body`)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="md" pb={64}>
        <CalloutSection id="landing-cta" title={t('cta.title')} body={t('cta.body')} tone="strong">
          <Button component={Link} to="/explorer" variant="white" color="terracotta.9" size="md">
            {t('cta.explore')}
          </Button>
          <Button component={Link} to="/merchant" variant="outline" color="white" size="md">
            {t('cta.merchant')}
          </Button>
        </CalloutSection>
      </Container>
    </>
  );
}

/**
 * The three figures, live from `GET /api/stats/public` (instead of the spec's fixed '1000+',
 * '50K+', '98%'): nothing is shown until they arrive, and nothing if the call fails.
 */
function LiveFigures() {
  const t = useT(landingMessages);
  const { locale } = useLocale();
  const { data } = usePublicStatsQuery();
  if (!data) return null;
  const format = new Intl.NumberFormat(locale);
  const figures = [
    { key: 'venues', value: data.venues, label: t('stats.venues') },
    { key: 'cities', value: data.cities, label: t('stats.cities') },
    { key: 'votes', value: data.votes, label: t('stats.votes') },
  ];
  return (
    <SimpleGrid component="dl" aria-label={t('stats.label')} cols={3} spacing="lg" m={0} mt="md" w="100%" maw={620}>
      {figures.map((figure) => (
        <div key={figure.key} className={classes.figure}>
          <Text component="dt" fz="sm" c="dark.5">
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz={{ base: 26, sm: 36 }} fw={800} c="terracotta.9" lh={1.1}>
            <bdi>{format.format(figure.value)}</bdi>
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The first venues of the home feed (best score first), as the search shows them; nothing if the call fails. */
function TopVenues() {
  const t = useT(landingMessages);
  const feed = useHomeFeedQuery();
  if (feed.isError) return null;
  const venues = feed.data?.pages[0]?.items.slice(0, TOP_VENUES) ?? [];
  if (!feed.isPending && venues.length === 0) return null;
  return (
    <Container size="lg" pt={56} component="section" aria-labelledby="landing-top">
      <Group justify="space-between" align="baseline" mb="lg">
        <Title id="landing-top" order={2} fz={{ base: 24, sm: 30 }}>
          {t('top.title')}
        </Title>
        <Anchor component={Link} to="/explorer" fw={600}>
          {t('top.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" aria-busy={feed.isPending || undefined}>
        {feed.isPending
          ? Array.from({ length: TOP_VENUES }, (_, index) => <VenueCardSkeleton key={index} />)
          : venues.map((venue) => <VenueCard key={venue.id} venue={venue} />)}
      </SimpleGrid>
    </Container>
  );
}
