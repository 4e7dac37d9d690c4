import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { VenueDto } from '@lieux/contracts';
import { categoryMessages } from '../../i18n/categories.fr';
import { categoryLabel } from '../../i18n/category-label';
import { useT } from '../../i18n/use-t';
import { LazyCompactGetThereActions } from '../../venues/lazy-get-there';
import { formatScore } from '../../venues/format-count';
import { LazyOpeningStateLine } from '../../venues/lazy-opening-state';
import { ScoreBadge } from '../../venues/score-badge';
import { VenueInitial } from '../../venues/venue-initial';
import { venuePath } from '../../venues/venue-path';
import { VenueTags } from '../../venues/venue-tags';
import venueClasses from '../../venues/venues.module.css';
import { venuesMessages } from '../../venues/venues.fr';
import { VenueActions } from '../../votes/venue-actions';
import { PLATFORM_SCORE_KEYS } from '../venue/platform-score-keys';
import classes from './explorer.module.css';

const EXPLORER_CARD_TAGS = 3;

/** An explorer card (spec): score /100, the platform scores it has, up to 3 tags, the vote button. */
export function ExplorerCard({ venue, layout }: { venue: VenueDto; layout: 'feed' | 'grid' }) {
  const t = useT(venuesMessages);
  const tCategory = useT(categoryMessages);
  const name = venue.name.trim() || t('nameUnavailable');
  const platformScores = PLATFORM_SCORE_KEYS.flatMap((key) => {
    const value = venue.metrics[key];
    return value === null || value === undefined ? [] : [{ key, value }];
  });
  return (
    <Paper component="article" radius="lg" p={layout === 'feed' ? 'lg' : 'md'} className={`${venueClasses.card} ${classes.card}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <VenueInitial name={name} size={layout === 'feed' ? 56 : 44} cover={venue.cover} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} fz={layout === 'feed' ? 'xl' : 'lg'} lh={1.3}>
            <Link to={venuePath(venue.slug)} className={venueClasses.stretchedLink}>
              <bdi>{name}</bdi>
            </Link>
          </Title>
          <Text fz="sm" c="gray.4">
            {categoryLabel(tCategory, { id: venue.categoryId, name: venue.categoryId })} · {venue.city.trim() || t('cityUnknown')}
          </Text>
          <LazyOpeningStateLine venue={venue} dark />
          {venue.phoneVerified ? (
            <Badge color="teal.9" variant="filled" size="sm" tt="none" w="fit-content">
              {t('verified')}
            </Badge>
          ) : null}
        </Stack>
        <ScoreBadge score={venue.score} outOf />
      </Group>
      {layout === 'feed' && venue.description ? (
        <Text fz="sm" c="gray.3" className={venueClasses.clamp2} dir="auto">
          {venue.description}
        </Text>
      ) : null}
      {platformScores.length > 0 ? (
        <Group component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {platformScores.map(({ key, value }) => (
            <Badge component="li" key={key} variant="filled" color="dark.5" radius="sm" tt="none" fw={500}>
              {t(`platform.${key}`)} <bdi>{formatScore(value)}/100</bdi>
            </Badge>
          ))}
        </Group>
      ) : null}
      <VenueTags tags={venue.tags} max={EXPLORER_CARD_TAGS} dark />
      <Group justify="flex-end" gap="xs" mt="auto">
        <LazyCompactGetThereActions venue={venue} name={name} dark />
        <VenueActions venue={venue} dark />
      </Group>
    </Paper>
  );
}

export function ExplorerCardSkeleton() {
  return (
    <Paper radius="lg" p="md" className={classes.card}>
      <Group wrap="nowrap" gap="sm">
        <Skeleton width={44} height={44} radius="md" className={classes.skeleton} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={16} width="60%" className={classes.skeleton} />
          <Skeleton height={12} width="40%" className={classes.skeleton} />
        </Stack>
      </Group>
      <Skeleton height={12} mt="md" className={classes.skeleton} />
    </Paper>
  );
}
