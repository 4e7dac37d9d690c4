import { Badge, Group } from '@mantine/core';
import { venueInLocale, type VenueDto } from '@lieux/contracts';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { formatScore } from '../../venues/format-count';
import { GRID3_COVER_SIZES, VenueCardSkeleton, VenuePhotoCard } from '../../venues/venue-card';
import venueClasses from '../../venues/venues.module.css';
import { VenueTags } from '../../venues/venue-tags';
import { venuesMessages } from '../../venues/venues.fr';
import { PLATFORM_SCORE_KEYS } from '../venue/platform-score-keys';
import classes from './explorer.module.css';

const EXPLORER_CARD_TAGS = 3;

/** The feed's cover, beside the text from 48em: 40 % of the feed's column. */
const FEED_COVER_SIZES = '(min-width: 48em) 400px, 100vw';

/**
 * An explorer card (spec): the photo card on the dark page, with the score /100, the platform scores
 * it has and up to 3 tags. The feed shows the description too.
 */
export function ExplorerCard({ venue, layout, priority }: { venue: VenueDto; layout: 'feed' | 'grid'; priority?: boolean }) {
  const t = useT(venuesMessages);
  const { locale } = useLocale();
  // The description in the reader's language, French when the merchant gave none in it.
  const description = venueInLocale(venue, locale).description;
  const platformScores = PLATFORM_SCORE_KEYS.flatMap((key) => {
    const value = venue.metrics[key];
    return value === null || value === undefined ? [] : [{ key, value }];
  });
  return (
    <VenuePhotoCard
      venue={venue}
      dark
      layout={layout === 'feed' ? 'row' : 'column'}
      sizes={layout === 'feed' ? FEED_COVER_SIZES : GRID3_COVER_SIZES}
      priority={priority}
      className={classes.card}
    >
      {layout === 'feed' && description ? (
        <p className={`${venueClasses.clamp2} ${classes.description}`} dir="auto">
          {description}
        </p>
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
    </VenuePhotoCard>
  );
}

export function ExplorerCardSkeleton() {
  return <VenueCardSkeleton className={classes.skeleton} />;
}
