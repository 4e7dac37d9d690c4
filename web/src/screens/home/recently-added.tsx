import { Alert, Anchor, Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { userFacingError } from '../../api/user-facing-error';
import { useT } from '../../i18n/use-t';
import { VenuePhotoCard } from '../../venues/venue-card';
import { useHomeFeedQuery } from '../../venues/venue.queries';
import { homeMessages } from './home.fr';

/** The spec's count of 'recently added' venues. */
const RECENT_COUNT = 4;
/** Two to a row on a phone, four from 48em in the home's column. */
const RECENT_COVER_SIZES = '(min-width: 48em) 280px, 50vw';

/** The home page's 'recently added' card: the first 4 venues of the home feed, each opening its page. */
export function RecentlyAdded() {
  const t = useT(homeMessages);
  const feed = useHomeFeedQuery();
  const venues = feed.data?.pages[0]?.items.slice(0, RECENT_COUNT) ?? [];

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
