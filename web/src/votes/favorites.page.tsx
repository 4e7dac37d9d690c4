import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { userFacingError } from '../api/user-facing-error';
import { useT } from '../i18n/use-t';
import { ScreenHeading } from '../layout/screen-heading';
import { useScreenTitle } from '../layout/use-screen-title';
import { VenueCard, VenueCardSkeleton } from '../venues/venue-card';
import { useFavoritesQuery } from './votes.queries';
import { votesMessages } from './votes.fr';

/** /favoris, 'Mes favoris' (the avatar menu): the person's favourite venues as cards, most recent first. */
export function FavoritesPage() {
  const t = useT(votesMessages);
  useScreenTitle(t('favoritesTitle'));
  const favorites = useFavoritesQuery();
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ScreenHeading title={t('favoritesTitle')} subtitle={t('favoritesSubtitle')} />
        {favorites.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('favoritesError')}>
            <Stack gap="xs" align="flex-start">
              <Text fz="sm">{userFacingError(favorites.error, t('favoritesError'))}</Text>
              <Button size="compact-sm" variant="light" color="red" onClick={() => void favorites.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : favorites.isLoading ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true">
            <VenueCardSkeleton />
            <VenueCardSkeleton />
          </SimpleGrid>
        ) : (favorites.data ?? []).length === 0 ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="xs" align="center" ta="center">
              <Text fw={700} fz="lg">
                {t('favoritesEmpty')}
              </Text>
              <Text c="dark.5">{t('favoritesEmptyHint')}</Text>
              <Button component={Link} to="/explorer" mt="sm">
                {t('favoritesExplore')}
              </Button>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {(favorites.data ?? []).map((venue) => (
              <VenueCard key={venue.id} venue={venue} headingLevel={2} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
