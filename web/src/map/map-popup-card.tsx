import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { venueInLocale, type VenueDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { LazyCompactGetThereActions } from '../venues/lazy-get-there';
import { VenueCardSkeleton, VenuePhotoCard } from '../venues/venue-card';
import { usePlaceQuery } from '../venues/venue.queries';
import { venuesMessages } from '../venues/venues.fr';
import { CARD_POPUP_WIDTH } from './map-popup';
import { mapMessages } from './map.fr';
import type { MapMarker } from './venue-map';
import classes from './search-map.module.css';

interface MapPopupCardProps {
  marker: MapMarker;
  /** The venues the screen already holds (the search's results): one of them needs no request. */
  known: readonly VenueDto[];
}

/**
 * A venue's popup on the search map: its photo card, as in the results (issue 28, "one card family"),
 * with the link to its page and the compact ways to get there. A venue the list does not hold is read
 * from its page's own answer (`GET /api/places/{slug}`), which the venue page then finds in the cache.
 */
export function MapPopupCard({ marker, known }: MapPopupCardProps) {
  const t = useT(mapMessages);
  const tVenues = useT(venuesMessages);
  const { locale } = useLocale();
  const held = known.find((venue) => venue.id === marker.id);
  const place = usePlaceQuery(marker.slug ?? '', held === undefined && marker.slug !== undefined);
  const venue = held ?? place.data;
  const open = (
    <Anchor component={Link} to={marker.href} fz="sm" fw={700} className={classes.popupOpen} data-popup-open>
      {t('openVenue')}
    </Anchor>
  );
  if (!venue) {
    // Until the card arrives, its shape; if it cannot, what the marker knows.
    return place.isError ? (
      <Stack gap={4} p="sm">
        <Text fw={700}>
          <bdi>{marker.name}</bdi>
        </Text>
        <Text fz="sm" c="dark.5">
          <bdi>{marker.detail}</bdi>
        </Text>
        {open}
      </Stack>
    ) : (
      <VenueCardSkeleton />
    );
  }
  const name = venueInLocale(venue, locale).name.trim() || tVenues('nameUnavailable');
  return (
    <VenuePhotoCard venue={venue} compact sizes={`${CARD_POPUP_WIDTH}px`} className={classes.popupCard}>
      <Group justify="space-between" align="center" gap="xs" wrap="nowrap">
        <LazyCompactGetThereActions venue={venue} name={name} />
        {open}
      </Group>
    </VenuePhotoCard>
  );
}
