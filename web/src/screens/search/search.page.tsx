import { Suspense, lazy, useState } from 'react';
import { Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { SearchTotal } from '@lieux/contracts';
import { cityLabel } from '../../i18n/place-label';
import { placeMessages } from '../../i18n/places.fr';
import { usePlural, useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { MOROCCAN_CITIES } from '../../map/moroccan-cities';
import { OpenNowChip } from '../../venues/open-now-chip';
import { LazyErrorAlert } from '../../venues/lazy-error-alert';
import { resultTotalText } from '../../venues/result-total';
import { activeFilterCount, hasCriteria } from '../../venues/search-filters';
import { VenueCard, VenueCardSkeleton } from '../../venues/venue-card';
import { useVenueSearchQuery } from '../../venues/venue.queries';
import { venuesMessages } from '../../venues/venues.fr';
import { searchMessages } from './search.fr';
import { NearMeChip } from './near-me-chip';
import { useSearchFilters } from './use-search-filters';
import { ViewToggle } from '../../layout/view-toggle';

/** The filters panel is fetched when it first opens: most searches never open it (route budget, web/README.md). */
const SearchFiltersPanel = lazy(() => import('./search-filters-panel').then((module) => ({ default: module.SearchFiltersPanel })));
/** "Aucun lieu trouvé" and its way out, fetched only when a search finds nothing. */
const EmptyResult = lazy(() => import('./search-empty-result').then((module) => ({ default: module.EmptyResult })));
/** The map view is fetched when chosen (its clusters' queries, its texts; Leaflet is a further chunk). */
const SearchMap = lazy(() => import('../../map/search-map').then((module) => ({ default: module.SearchMap })));

const SKELETON_COUNT = 4;
const CITY_LIST_ID = 'search-cities';
const FILTERS_ID = 'search-filters';

type View = 'list' | 'map';

/** /recherche (spec "Search"): the query and the filters in the address, results as a list or on a map. */
export function SearchPage() {
  const t = useT(searchMessages);
  const tPlaces = useT(placeMessages);
  useScreenTitle(t('screenTitle'));
  const { filters, typed, setTyped, submitTyped, setFilters } = useSearchFilters();
  const [view, setView] = useState<View>('list');
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(filters) > 0);
  const active = hasCriteria(filters);
  const search = useVenueSearchQuery(filters, active);
  const venues = search.data?.pages.flatMap((page) => page.items) ?? [];
  const filterCount = activeFilterCount(filters);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {t('title')}
        </Title>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            submitTyped();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="search"
              name="q"
              label={t('queryLabel')}
              placeholder={t('queryPlaceholder')}
              value={typed.q}
              onChange={(event) => setTyped({ ...typed, q: event.currentTarget.value })}
              style={{ flex: '2 1 220px' }}
              autoComplete="off"
            />
            <TextInput
              name="city"
              label={t('cityLabel')}
              placeholder={t('cityPlaceholder')}
              value={typed.city}
              onChange={(event) => setTyped({ ...typed, city: event.currentTarget.value })}
              style={{ flex: '1 1 160px' }}
              list={CITY_LIST_ID}
              autoComplete="off"
            />
            <datalist id={CITY_LIST_ID}>
              {/* In the reader's language: search reads every language's name of a city (libs/contracts place-names). */}
              {MOROCCAN_CITIES.map((city) => (
                <option key={city.name} value={cityLabel(tPlaces, city.name)} />
              ))}
            </datalist>
            <Button type="submit">{t('submit')}</Button>
          </Group>
        </form>

        <Group gap="xs" aria-label={t('quickFilters')} role="group">
          <OpenNowChip checked={filters.openNow} onChange={(openNow) => setFilters({ openNow })} />
          <NearMeChip filters={filters} onChange={setFilters} />
        </Group>

        <Group justify="space-between" gap="sm">
          <ResultCount loading={active && search.isPending} active={active} total={search.data?.pages[0]?.total ?? null} query={[filters.q, filters.city && cityLabel(tPlaces, filters.city)].filter(Boolean).join(', ')} />
          <Group gap="sm">
            <ViewToggle
              label={t('view.label')}
              value={view}
              onChange={setView}
              options={[
                { value: 'list', label: t('view.list') },
                { value: 'map', label: t('view.map') },
              ]}
            />
            <Button
              variant={filtersOpen ? 'filled' : 'default'}
              aria-expanded={filtersOpen}
              aria-controls={FILTERS_ID}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filterCount > 0 ? t('filtersCount', { count: filterCount }) : t('filters')}
            </Button>
          </Group>
        </Group>

        {filtersOpen ? (
          <Suspense fallback={<Skeleton height={180} radius="lg" />}>
            <SearchFiltersPanel id={FILTERS_ID} filters={filters} onChange={setFilters} />
          </Suspense>
        ) : null}

        {!active ? null : search.isError ? (
          <LazyErrorAlert variant="light" title={t('errorTitle')} error={search.error} generic={t('app.genericError')} />
        ) : search.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true" aria-label={t('searching')}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <VenueCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : venues.length === 0 ? (
          <Suspense fallback={null}>
            <EmptyResult filters={filters} onChange={setFilters} />
          </Suspense>
        ) : view === 'map' ? (
          <Suspense fallback={<Skeleton height="min(70vh, 560px)" radius="lg" />}>
            <SearchMap filters={filters} results={search.data?.pages[0]?.items ?? []} onSearchArea={(near) => setFilters({ city: '', near })} />
          </Suspense>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {venues.map((venue, index) => (
              <VenueCard key={venue.id} venue={venue} headingLevel={2} priority={index === 0} />
            ))}
          </SimpleGrid>
        )}

        {active && search.hasNextPage ? (
          <Group justify="center">
            <LoadMoreButton loading={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()} />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}

function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const tVenues = useT(venuesMessages);
  return (
    <Button variant="default" loading={loading} onClick={onClick}>
      {tVenues('loadMore')}
    </Button>
  );
}

interface ResultCountProps {
  active: boolean;
  loading: boolean;
  /** The server's total for the search (its first page's `x-total-count`). */
  total: SearchTotal | null;
  query: string;
}

/** "12 résultats pour « cafe rabat »": the server's total for the query, "Plus de 1 000 résultats" past its counting cap. */
function ResultCount({ active, loading, total, query }: ResultCountProps) {
  const t = useT(searchMessages);
  const tn = usePlural(searchMessages);
  const text = !active
    ? t('prompt')
    : loading || !total
      ? t('searching')
      : (() => {
          const counted = total.count === 0 ? t('count.none') : resultTotalText(tn, total);
          return query === '' ? counted : t('countFor', { count: counted, query });
        })();
  return (
    <Text fw={600} role="status" aria-live="polite">
      {text}
    </Text>
  );
}
