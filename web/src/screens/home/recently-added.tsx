import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { userFacingError } from '../../api/user-facing-error';
import { useT } from '../../i18n/use-t';
import { VenuePhotoCard } from '../../venues/venue-card';
import { useQuery } from '@tanstack/react-query';
import { API, RECENTLY_ADDED_COUNT } from '@lieux/contracts';
import { apiClient } from '../../api/api-client';
import { homeMessages } from './home.fr';

/** The spec's count of 'recently added' venues (in libs/contracts: the gateway caches this page). */
const RECENT_COUNT = RECENTLY_ADDED_COUNT;
/** Two to a row on a phone, four from 48em in the home's column. */
const RECENT_COVER_SIZES = '(min-width: 48em) 280px, 50vw';

/**
 * `GET /api/venues?sort=recent`: the newest public venues, one page; under the search's query key,
 * so a vote refreshes it with the other lists (votes.queries.ts).
 */
function useRecentVenuesQuery(limit: number) {
  return useQuery({
    queryKey: ['venues', 'search', 'recent', limit],
    queryFn: ({ signal }) => apiClient.callPage(API.venues.search, { query: { sort: 'recent', limit }, signal }).then((page) => page.items),
  });
}

/**
 * The home page's 'recently added' card: the 4 newest public venues, each opening its page (the
 * spec's "first 4 of the home feed" listed the best-scored ones under this title: issue 28).
 */
export function RecentlyAdded() {
  const t = useT(homeMessages);
  const feed = useRecentVenuesQuery(RECENT_COUNT);
  const venues = feed.data ?? [];

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="home-recent">
      <Group justify="space-between" mb="sm">
        <Title id="home-recent" order={2} fz="xl">
          {t('recentTitle')}
        </Title>
        <Anchor component={Link} to="/explorer" fz="sm" fw={600}>
          {t('recentAll')}
        </Anchor>
      </Group>
      {feed.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-busy="true" aria-label={t('recentLoading')}>
          {Array.from({ length: RECENT_COUNT }, (_, index) => (
            <Skeleton key={index} height={200} radius="lg" />
          ))}
        </SimpleGrid>
      ) : feed.isError ? (
        <Alert color="red" variant="light" title={t('recentError')} role="alert">
          {userFacingError(feed.error, t('app.genericError'))}
        </Alert>
      ) : venues.length === 0 ? (
        <Text c="dark.5">{t('recentEmpty')}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 2, sm: 4 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {venues.map((venue) => (
            <li key={venue.id}>
              <VenuePhotoCard venue={venue} compact sizes={RECENT_COVER_SIZES} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
