import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { VenueDetailDto } from '@lieux/contracts';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { formatCount, formatFiguresDay, formatRating } from '../../venues/format-count';
import { venuesMessages } from '../../venues/venues.fr';
import { useVoteCountLabel } from '../../venues/vote-button';
import { venueMessages } from './venue.fr';
import classes from './venue.module.css';

/**
 * The venue page's tiles: Google rating, Instagram followers, engagement (the connected accounts' latest
 * figures, dated), visitors this month (counted for real), votes.
 */
export function VenueFigures({ venue }: { venue: VenueDetailDto }) {
  const t = useT(venueMessages);
  const tVenues = useT(venuesMessages);
  const voteCountLabel = useVoteCountLabel();
  const { locale } = useLocale();
  const { googleRating, instagramFollowers, totalEngagement, measuredAt } = venue.metrics;
  const tiles = [
    { label: tVenues('googleRating'), value: googleRating === null ? null : `★ ${formatRating(googleRating, locale)}` },
    { label: tVenues('instagramFollowers'), value: instagramFollowers === null ? null : formatCount(instagramFollowers, locale) },
    { label: tVenues('engagement'), value: totalEngagement === null ? null : formatCount(totalEngagement, locale) },
    { label: t('visitorsThisMonth'), value: formatCount(venue.visitorsThisMonth, locale) },
    { label: t('votesTitle'), value: voteCountLabel(venue.voteCount) },
  ];
  return (
    <section aria-labelledby="venue-figures">
      <Group gap="xs" align="baseline" mb="sm">
        <Title id="venue-figures" order={2} fz="xl">
          {t('figuresTitle')}
        </Title>
        {measuredAt ? (
          <Text fz="sm" c="dark.5">
            {tVenues('figuresAsOf', { date: formatFiguresDay(measuredAt, locale) })}
          </Text>
        ) : null}
      </Group>
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
