import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { VenueDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { LazyCompactGetThereActions } from './lazy-get-there';
import { formatCount, formatFiguresDay, formatRating } from './format-count';
import { LazyOpeningStateLine } from './lazy-opening-state';
import { ScoreBadge } from './score-badge';
import { venueInLocale } from './venue-in-locale';
import { venuePath } from './venue-path';
import { VenueInitial } from './venue-initial';
import { VenueTags } from './venue-tags';
import classes from './venues.module.css';
import { venuesMessages } from './venues.fr';
import { VenueActions } from '../votes/venue-actions';

const SEARCH_CARD_TAGS = 4;

/** A search result (spec, /recherche): the whole card opens the venue page. */
export function VenueCard({ venue, headingLevel = 3 }: { venue: VenueDto; headingLevel?: 2 | 3 }) {
  const t = useT(venuesMessages);
  const { locale } = useLocale();
  const shown = venueInLocale(venue, locale);
  const name = shown.name.trim() || t('nameUnavailable');
  const { googleRating, instagramFollowers, totalEngagement, measuredAt } = venue.metrics;
  const figures = [
    googleRating === null ? null : { label: t('googleRating'), value: `★ ${formatRating(googleRating, locale)}` },
    instagramFollowers === null ? null : { label: t('instagramFollowers'), value: formatCount(instagramFollowers, locale) },
    totalEngagement === null ? null : { label: t('engagement'), value: formatCount(totalEngagement, locale) },
  ].filter((figure) => figure !== null);

  return (
    <Paper component="article" withBorder radius="lg" p="md" className={classes.card}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <VenueInitial name={name} cover={venue.cover} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Title order={headingLevel} fz="lg" lh={1.3}>
            <Link to={venuePath(venue.slug)} className={classes.stretchedLink}>
              <bdi>{name}</bdi>
            </Link>
          </Title>
          <Text fz="sm" c="dark.5" truncate>
            <bdi>
              {venue.address}
              {venue.address ? ', ' : ''}
              {venue.city.trim() || t('cityUnknown')}
            </bdi>
          </Text>
          <LazyOpeningStateLine venue={venue} />
          <Group gap={6}>
            {venue.phoneVerified ? (
              <Badge color="teal" c="teal.9" variant="light" size="sm" tt="none">
                {t('verified')}
              </Badge>
            ) : null}
            {venue.distanceKm !== undefined ? (
              <Text component="span" fz="xs" c="dark.4">
                {t('distance', { distance: formatRating(venue.distanceKm, locale) })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <ScoreBadge score={venue.score} />
      </Group>
      {shown.description ? (
        <Text fz="sm" c="dark.6" className={classes.clamp2} dir="auto">
          {shown.description}
        </Text>
      ) : null}
      {figures.length > 0 ? (
        <Group gap="lg" align="flex-end" justify="space-between">
          <Group component="dl" gap="lg" m={0}>
            {figures.map((figure) => (
              <div key={figure.label}>
                <Text component="dt" fz="xs" c="dark.4">
                  {figure.label}
                </Text>
                <Text component="dd" fz="sm" fw={700} m={0}>
                  <bdi>{figure.value}</bdi>
                </Text>
              </div>
            ))}
          </Group>
          {measuredAt ? (
            <Text fz="xs" c="dark.4">
              {t('figuresAsOf', { date: formatFiguresDay(measuredAt, locale) })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      <VenueTags tags={venue.tags} max={SEARCH_CARD_TAGS} />
      <Group justify="flex-end" gap="xs" mt="auto">
        <LazyCompactGetThereActions venue={venue} name={name} />
        <VenueActions venue={venue} />
      </Group>
    </Paper>
  );
}

/** One placeholder card while results load (the spec shows 4). */
export function VenueCardSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Skeleton width={48} height={48} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={18} width="60%" />
          <Skeleton height={12} width="80%" />
        </Stack>
        <Skeleton width={44} height={32} radius="xl" />
      </Group>
      <Skeleton height={12} mt="md" />
      <Skeleton height={12} mt={8} width="70%" />
    </Paper>
  );
}
