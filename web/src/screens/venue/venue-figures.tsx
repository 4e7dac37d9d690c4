import { Paper, Progress, SimpleGrid, Stack, Text, Title, Group } from '@mantine/core';
import type { VenueDetailDto, VenueMetricsDto } from '@lieux/contracts';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { formatCount, formatRating, formatScore } from '../../venues/format-count';
import { scoreColor } from '../../venues/score-colors';
import { venuesMessages } from '../../venues/venues.fr';
import { useVoteCountLabel } from '../../venues/vote-button';
import { PLATFORM_SCORE_KEYS } from './platform-score-keys';
import { venueMessages } from './venue.fr';
import classes from './venue.module.css';

/** The venue page's tiles: Google rating, Instagram followers, engagement, visitors this month (counted for real), votes. */
export function VenueFigures({ venue }: { venue: VenueDetailDto }) {
  const t = useT(venueMessages);
  const tVenues = useT(venuesMessages);
  const voteCountLabel = useVoteCountLabel();
  const { locale } = useLocale();
  const { googleRating, instagramFollowers, totalEngagement } = venue.metrics;
  const tiles = [
    { label: tVenues('googleRating'), value: googleRating === null ? null : `★ ${formatRating(googleRating, locale)}` },
    { label: tVenues('instagramFollowers'), value: instagramFollowers === null ? null : formatCount(instagramFollowers, locale) },
    { label: tVenues('engagement'), value: totalEngagement === null ? null : formatCount(totalEngagement, locale) },
    { label: t('visitorsThisMonth'), value: formatCount(venue.visitorsThisMonth, locale) },
    { label: t('votesTitle'), value: voteCountLabel(venue.voteCount) },
  ];
  return (
    <section aria-labelledby="venue-figures">
      <Title id="venue-figures" order={2} fz="xl" mb="sm">
        {t('figuresTitle')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" m={0}>
        {tiles.map((tile) => (
          <Paper key={tile.label} withBorder radius="lg" p="md" className={classes.tile}>
            <Text component="dt" fz="sm" c="dark.4">
              {tile.label}
            </Text>
            <Text component="dd" fz={22} fw={800} m={0}>
              <bdi>{tile.value ?? t('notAvailable')}</bdi>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

/** The platform scores the venue has (spec: only when defined), each /100 in its colour band. */
export function PlatformScores({ metrics }: { metrics: VenueMetricsDto }) {
  const t = useT(venueMessages);
  const tVenues = useT(venuesMessages);
  const defined = PLATFORM_SCORE_KEYS.flatMap((key) => {
    const value = metrics[key];
    return value === null || value === undefined ? [] : [{ key, value }];
  });
  if (defined.length === 0) return null;
  return (
    <section aria-labelledby="venue-platforms">
      <Title id="venue-platforms" order={2} fz="xl" mb="sm">
        {t('platformScores')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {defined.map(({ key, value }) => (
          <Stack key={key} gap={4}>
            <Group justify="space-between">
              <Text fz="sm" fw={600}>
                {tVenues(`platform.${key}`)}
              </Text>
              <Text fz="sm" fw={700}>
                <bdi>{formatScore(value)}/100</bdi>
              </Text>
            </Group>
            <Progress value={value} color={scoreColor(value)} aria-label={tVenues(`platform.${key}`)} />
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
