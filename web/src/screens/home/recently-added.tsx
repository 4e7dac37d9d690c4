import { Alert, Anchor, Group, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { userFacingError } from '../../api/user-facing-error';
import { useT } from '../../i18n/use-t';
import { ScoreBadge } from '../../venues/score-badge';
import { VenueInitial } from '../../venues/venue-initial';
import { venuePath } from '../../venues/venue-path';
import { useHomeFeedQuery } from '../../venues/venue.queries';
import { venuesMessages } from '../../venues/venues.fr';
import { homeMessages } from './home.fr';

/** The spec's count of 'recently added' venues. */
const RECENT_COUNT = 4;

/** The home page's 'recently added' card: the first 4 venues of the home feed, each opening its page. */
export function RecentlyAdded() {
  const t = useT(homeMessages);
  const tVenues = useT(venuesMessages);
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
        <Stack gap="sm" aria-busy="true" aria-label={t('recentLoading')}>
          {Array.from({ length: RECENT_COUNT }, (_, index) => (
            <Skeleton key={index} height={48} radius="md" />
          ))}
        </Stack>
      ) : feed.isError ? (
        <Alert color="red" variant="light" title={t('recentError')} role="alert">
          {userFacingError(feed.error, t('app.genericError'))}
        </Alert>
      ) : venues.length === 0 ? (
        <Text c="dark.5">{t('recentEmpty')}</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {venues.map((venue) => {
            const name = venue.name.trim() || tVenues('nameUnavailable');
            return (
              <li key={venue.id}>
                <UnstyledButton component={Link} to={venuePath(venue.slug)} p={6} w="100%" style={{ display: 'block', borderRadius: 'var(--mantine-radius-md)' }}>
                  <Group wrap="nowrap" gap="sm">
                    <VenueInitial name={name} size={40} cover={venue.cover} />
                    <div style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={700} truncate>
                        <bdi>{name}</bdi>
                      </Text>
                      <Text fz="sm" c="dark.5" truncate>
                        {venue.city.trim() || tVenues('cityUnknown')}
                      </Text>
                    </div>
                    <ScoreBadge score={venue.score} />
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
