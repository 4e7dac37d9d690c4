import { useMemo, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { VenueDto } from '@lieux/contracts';
import { usePlural, useT } from '../i18n/use-t';
import { cityLabel } from '../i18n/place-label';
import { placeMessages } from '../i18n/places.fr';
import { useLocale } from '../i18n/use-locale';
import type { NearPoint, SearchFilters } from '../venues/search-filters';
import { venuesMessages } from '../venues/venues.fr';
import { LazyVenueMap } from './lazy-venue-map';
import { mapMarkersOf, mapVenueMarkersOf } from './map-markers';
import { MapPopupCard } from './map-popup-card';
import { useMapVenuesQuery } from './map.queries';
import { mapMessages } from './map.fr';
import { nearPointOfArea } from './search-area';
import type { MapView } from './venue-map';
import classes from './search-map.module.css';

export interface SearchMapProps {
  filters: SearchFilters;
  /** The results the list shows: the map first fits them. */
  results: readonly VenueDto[];
  /** "Rechercher dans cette zone": the search runs again around the visible area. */
  onSearchArea: (near: NearPoint) => void;
}

/**
 * The search's map: every match of the filters in the visible area, from the server — clusters at
 * every zoom, venues alone with their popup — asked again after each move. The view first fits the
 * list's results; once the reader moves it, "Rechercher dans cette zone" runs the search there.
 */
export function SearchMap({ filters, results, onSearchArea }: SearchMapProps) {
  const t = useT(mapMessages);
  const tn = usePlural(mapMessages);
  const tVenues = useT(venuesMessages);
  const navigate = useNavigate();
  const [view, setView] = useState<MapView | null>(null);
  const area = useMemo(() => (view === null ? null : { bbox: view.bbox, zoom: view.zoom }), [view]);
  const answer = useMapVenuesQuery(filters, area);
  const tPlaces = useT(placeMessages);
  const { locale } = useLocale();
  const language = useMemo(() => ({ locale, city: (city: string) => cityLabel(tPlaces, city) }), [locale, tPlaces]);
  const fallbackName = tVenues('nameUnavailable');
  const markers = useMemo(() => mapVenueMarkersOf(answer.data?.venues ?? [], fallbackName, language), [answer.data, fallbackName, language]);
  const resultPoints = mapMarkersOf(results, fallbackName, language);
  const missing = results.length - resultPoints.length;

  return (
    <Stack gap="xs">
      <LazyVenueMap
        markers={markers}
        clusters={answer.data?.clusters ?? []}
        // A new array at each render: the map fits again only when the points themselves change.
        fitTo={resultPoints}
        height="min(70vh, 560px)"
        label={t('resultsLabel')}
        openLabel={t('openVenue')}
        onOpen={(href) => void navigate(href)}
        onViewChange={setView}
        renderPopup={(marker) => <MapPopupCard marker={marker} known={results} />}
      >
        {view?.byReader ? (
          <div className={classes.overlay}>
            <Button
              size="sm"
              radius="xl"
              className={classes.searchArea}
              onClick={() => {
                setView({ ...view, byReader: false });
                onSearchArea(nearPointOfArea(view.bbox));
              }}
            >
              {t('searchArea')}
            </Button>
          </div>
        ) : null}
      </LazyVenueMap>
      <Text fz="sm" c="dark.5" role="status" aria-live="polite">
        {answer.isPending ? t('loadingArea') : tn('areaCount', answer.data?.total ?? 0)}
      </Text>
      {resultPoints.length === 0 ? (
        <Text fz="sm" c="dark.5">
          {t('noCoordinates')}
        </Text>
      ) : missing > 0 ? (
        <Text fz="sm" c="dark.5">
          {tn('someWithoutCoordinates', missing)}
        </Text>
      ) : null}
    </Stack>
  );
}
