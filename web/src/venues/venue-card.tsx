import type { ReactNode } from 'react';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { venueInLocale, type VenueDto } from '@lieux/contracts';
import { cityLabel } from '../i18n/place-label';
import { placeMessages } from '../i18n/places.fr';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { LazyCategoryName } from './lazy-category-name';
import { LazyCompactGetThereActions } from './lazy-get-there';
import { formatCount, formatFiguresDay, formatRating } from './format-count';
import { LazyOpeningStateLine } from './lazy-opening-state';
import { ScoreBadge } from './score-badge';
import { venuePath } from './venue-path';
import { VenueCover } from './venue-cover';
import { VenueTags } from './venue-tags';
import classes from './venues.module.css';
import { venuesMessages } from './venues.fr';
import { VenueActions } from '../votes/venue-actions';

const SEARCH_CARD_TAGS = 4;

/** A card's cover as wide as the usual grid draws it (one column, two from 62em in a 1140 px container). */
export const CARD_COVER_SIZES = '(min-width: 62em) 560px, 100vw';
/** In a grid of one, two (from 48em) and three (from 62em) columns: the similar venues, the explorer's grid. */
export const GRID3_COVER_SIZES = '(min-width: 62em) 370px, (min-width: 48em) 50vw, 100vw';

interface VenuePhotoCardProps {
  venue: VenueDto;
  headingLevel?: 2 | 3;
  /** The explorer's dark page (its colours, AA on #2a221d). */
  dark?: boolean;
  /** 'row': the cover beside the text from 48em (the explorer's feed); 'column': above it. */
  layout?: 'column' | 'row';
  /** The cover's `sizes` when the card is not in the usual grid. */
  sizes?: string;
  /** The first card of a page whose first screen it fills: its cover is the LCP image. */
  priority?: boolean;
  /** A small card without actions (the home's recent venues, two to a row on a phone). */
  compact?: boolean;
  /** What this screen adds under the name (description, figures, tags…). */
  children?: ReactNode;
  className?: string;
}

/**
 * The one venue card (issue 28, web/README.md "Cards"): the cover photo (or the category's artwork)
 * at a fixed 3:2 ratio with the score on it, then the name, the category and city, the state now,
 * what the screen adds, and the actions. The title's link covers the whole card.
 */
export function VenuePhotoCard({ venue, headingLevel = 3, dark = false, layout = 'column', sizes = CARD_COVER_SIZES, priority, compact = false, children, className }: VenuePhotoCardProps) {
  const t = useT(venuesMessages);
  const tPlaces = useT(placeMessages);
  const { locale } = useLocale();
  const name = venueInLocale(venue, locale).name.trim() || t('nameUnavailable');
  return (
    <Paper component="article" withBorder={!dark} radius="lg" className={`${classes.card} ${className ?? ''}`} data-layout={layout} data-venue-card>
      <div className={classes.cardMedia}>
        <VenueCover venue={venue} sizes={sizes} priority={priority} />
        <span className={classes.cardScore}>
          <ScoreBadge score={venue.score} outOf={dark} />
        </span>
      </div>
      <Stack gap={6} p={compact ? 'sm' : 'md'} className={classes.cardBody}>
        <Stack gap={2}>
          <Title order={headingLevel} fz={compact ? 'md' : 'lg'} lh={1.3} className={classes.cardName}>
            <Link to={venuePath(venue.slug)} className={classes.stretchedLink}>
              <bdi>{name}</bdi>
            </Link>
          </Title>
          <Text fz="sm" c={dark ? 'gray.4' : 'dark.5'} truncate>
            <LazyCategoryName id={venue.categoryId} />
            <bdi>{cityLabel(tPlaces, venue.city).trim() || t('cityUnknown')}</bdi>
          </Text>
          <LazyOpeningStateLine venue={venue} dark={dark} />
          {venue.phoneVerified ? (
            <Badge color={dark ? 'teal.9' : 'teal'} c={dark ? undefined : 'teal.9'} variant={dark ? 'filled' : 'light'} size="sm" tt="none" w="fit-content">
              {t('verified')}
            </Badge>
          ) : null}
        </Stack>
        {children}
        {compact ? null : (
          <Group justify="flex-end" gap="xs" mt="auto">
            <LazyCompactGetThereActions venue={venue} name={name} dark={dark} />
            <VenueActions venue={venue} dark={dark} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** A search result, a favourite, a similar venue: the photo card with the address, description, figures and tags. */
export function VenueCard({ venue, headingLevel = 3, priority, sizes }: { venue: VenueDto; headingLevel?: 2 | 3; priority?: boolean; sizes?: string }) {
  const t = useT(venuesMessages);
  const { locale } = useLocale();
  const shown = venueInLocale(venue, locale);
  const { googleRating, instagramFollowers, totalEngagement, measuredAt } = venue.metrics;
  const figures = [
    googleRating === null ? null : { label: t('googleRating'), value: `★ ${formatRating(googleRating, locale)}` },
    instagramFollowers === null ? null : { label: t('instagramFollowers'), value: formatCount(instagramFollowers, locale) },
    totalEngagement === null ? null : { label: t('engagement'), value: formatCount(totalEngagement, locale) },
  ].filter((figure) => figure !== null);

  return (
    <VenuePhotoCard venue={venue} headingLevel={headingLevel} priority={priority} sizes={sizes}>
      {venue.address || venue.distanceKm !== undefined ? (
        <Text fz="sm" c="dark.5" truncate className={classes.plainTruncate}>
          {venue.distanceKm !== undefined ? `${t('distance', { distance: formatRating(venue.distanceKm, locale) })} · ` : ''}
          <bdi>{venue.address}</bdi>
        </Text>
      ) : null}
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
    </VenuePhotoCard>
  );
}

/** One placeholder card while results load (the spec shows 4): the cover's box, then two lines. */
export function VenueCardSkeleton({ className }: { className?: string } = {}) {
  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <Skeleton className={`${classes.cover} ${className ?? ''}`} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton height={18} width="60%" className={className} />
        <Skeleton height={12} width="80%" className={className} />
        <Skeleton height={12} width="40%" className={className} />
      </Stack>
    </Paper>
  );
}
