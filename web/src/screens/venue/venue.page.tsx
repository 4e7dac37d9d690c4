import { lazy, Suspense, useEffect, useRef } from 'react';
import { Alert, Badge, Box, Button, Container, Flex, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { scoreLevel, venueInLocale, type VenueDetailDto } from '@lieux/contracts';
import { cityLabel, tagLabel } from '../../i18n/place-label';
import { placeMessages } from '../../i18n/places.fr';
import { ApiRequestError } from '../../api/api-request.error';
import { userFacingError } from '../../api/user-facing-error';
import { categoryMessages } from '../../i18n/categories.fr';
import { categoryLabel } from '../../i18n/category-label';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { useScreenTitle } from '../../layout/use-screen-title';
import { LazyVenueMap } from '../../map/lazy-venue-map';
import { mapMarkersOf } from '../../map/map-markers';
import { mapMessages } from '../../map/map.fr';
import { ScoreBadge } from '../../venues/score-badge';
import { LazyGetThereActions, preloadGetThereActions } from '../../venues/lazy-get-there';
import { hoursMessages } from '../../venues/hours.fr';
import { LazyOpeningStateLine } from '../../venues/lazy-opening-state';
import { CategoryArtwork } from '../../venues/venue-cover';
import { usePlaceQuery, useVisitBeacon } from '../../venues/venue.queries';
import { venuesMessages } from '../../venues/venues.fr';
import { VenueActions } from '../../votes/venue-actions';
import { scoreLevelsMessages } from '../../scoring/score-levels.fr';
import { ReportVenueAction } from './report-venue-action';
import { ScoreWhySection } from './score-why-section';
import { venueMessages } from './venue.fr';
import classes from './venue.module.css';

/** The hours' section (the week, special hours): its own chunk, fetched while the venue's data is. */
const hoursSection = () => import('./venue-hours-section');
void hoursSection();
const VenueHoursSection = lazy(() => hoursSection().then((module) => ({ default: module.VenueHoursSection })));

/**
 * The similar venues' cards, at the foot of the page: their own chunk (the card is the search's), fetched
 * while the venue's data is, so the page's first paint does not wait for it.
 */
const similarVenues = () => import('./similar-venues');
void similarVenues();
const SimilarVenues = lazy(() => similarVenues().then((module) => ({ default: module.SimilarVenues })));

/**
 * The photos at the top and their viewer: their own chunk (the first visit's budget), fetched while
 * the venue's data is, so the first photo (the page's LCP) is not one request later.
 */
const gallery = () => import('../../photos/venue-gallery');
void gallery();
const VenueGallery = lazy(() => gallery().then((module) => ({ default: module.VenueGallery })));

/** The invitation to claim (issue 32 §2): only on venues nobody owns, so its own chunk, loaded there only. */
const ClaimInvitation = lazy(() => import('./claim-invitation').then((module) => ({ default: module.ClaimInvitation })));

/**
 * "En chiffres" and the social links, below the first screen: their own chunk (the 150 KB first-visit
 * budget), fetched while the venue's data is, so they are there when it arrives.
 */
const belowFold = () => import('./venue-below-fold');
void belowFold();
const VenueFigures = lazy(() => belowFold().then((module) => ({ default: module.VenueFigures })));
const VenueSocialLinks = lazy(() => belowFold().then((module) => ({ default: module.VenueSocialLinks })));
const VenueOpenDataCredit = lazy(() => belowFold().then((module) => ({ default: module.VenueOpenDataCredit })));

/** "Itinéraire", "Appeler"… are their own chunk, fetched while the venue's data is (venues/lazy-get-there.tsx). */
preloadGetThereActions();

/** The venue page (spec "Venue detail"), every tile from `GET /api/places/{slug}`. */
export function VenuePage() {
  const { slug = '' } = useParams();
  const t = useT(venueMessages);
  const tVenues = useT(venuesMessages);
  const { data: venue, error, isPending, isError, refetch, isFetching } = usePlaceQuery(slug);
  const notFound = isError && error instanceof ApiRequestError && error.status === 404;
  const { locale } = useLocale();
  useScreenTitle(venue ? venueInLocale(venue, locale).name || t('notFound') : notFound ? t('notFound') : t('loading'));
  useVisitCounted(venue);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Button component={Link} to="/" variant="subtle" px="xs" mb="md" leftSection={<span aria-hidden="true" className={classes.backArrow}>←</span>}>
        {t('back')}
      </Button>
      {isPending ? (
        <VenueSkeleton label={t('loading')} />
      ) : notFound ? (
        <Stack align="center" ta="center" py={64} gap="md">
          <Title order={1}>{t('notFound')}</Title>
          <Text c="dark.5">{t('notFoundBody')}</Text>
          <Button component={Link} to="/">
            {t('home')}
          </Button>
        </Stack>
      ) : isError ? (
        <Alert color="red" variant="light" title={<Title order={1} fz="lg">{t('errorTitle')}</Title>} role="alert">
          <Text fz="sm" mb="sm">
            {userFacingError(error, t('app.genericError'))}
          </Text>
          <Button size="xs" variant="white" color="red" loading={isFetching} onClick={() => void refetch()}>
            {tVenues('retry')}
          </Button>
        </Alert>
      ) : (
        <VenueDetail venue={venue} />
      )}
    </Container>
  );
}

/** `POST /api/places/{id}/visit` once per view of a venue (not again on a re-render or refetch). */
function useVisitCounted(venue: VenueDetailDto | undefined) {
  const { mutate } = useVisitBeacon();
  const counted = useRef<string | null>(null);
  const id = venue?.id;
  useEffect(() => {
    if (id === undefined || counted.current === id) return;
    counted.current = id;
    mutate(id);
  }, [id, mutate]);
}

function VenueDetail({ venue }: { venue: VenueDetailDto }) {
  const t = useT(venueMessages);
  const tVenues = useT(venuesMessages);
  const tCategory = useT(categoryMessages);
  const tMap = useT(mapMessages);
  const tLevels = useT(scoreLevelsMessages);
  const tHours = useT(hoursMessages);
  const navigate = useNavigate();
  const { locale } = useLocale();
  const tPlaces = useT(placeMessages);
  const shown = venueInLocale(venue, locale);
  const name = shown.name.trim() || tVenues('nameUnavailable');
  const markers = mapMarkersOf([venue], name, { locale, city: (city) => cityLabel(tPlaces, city) });

  return (
    <Stack gap="xl">
      {venue.photos.length > 0 ? (
        <Suspense fallback={<div className={classes.heroPlaceholder} />}>
          <VenueGallery photos={venue.photos} name={name} />
        </Suspense>
      ) : (
        <CategoryArtwork categoryId={venue.categoryId} seed={venue.id} className={classes.artworkBand} wide />
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="header">
        {venue.permanentlyClosed ? (
          <Alert color="red" variant="light" mb="md" title={tHours('permanentlyClosed')} data-permanently-closed>
            {tHours('permanentlyClosedBody')}
          </Alert>
        ) : null}
        {/* The name on its own line at the whole width (issue 28), then the category, city and score;
            from 48em the score sits at the end of the name's line. */}
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="md" data-venue-header>
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 36 }} lh={1.2} className={classes.name} data-venue-name>
              <bdi>{name}</bdi>
            </Title>
            <Group gap="xs">
              <Badge variant="light" color="terracotta" tt="none">
                {categoryLabel(tCategory, { id: venue.categoryId, name: venue.categoryId })}
              </Badge>
              {venue.phoneVerified ? (
                <Badge variant="light" color="teal" c="teal.9" tt="none">
                  {tVenues('verified')}
                </Badge>
              ) : null}
            </Group>
            <Text c="dark.5">
              <bdi>
                {venue.address}
                {venue.address ? ', ' : ''}
                {cityLabel(tPlaces, venue.city).trim() || tVenues('cityUnknown')}
              </bdi>
            </Text>
          </Stack>
          <Flex direction={{ base: 'row', sm: 'column' }} gap={{ base: 'sm', sm: 4 }} align="center">
            <ScoreBadge score={venue.score} size="lg" outOf />
            {venue.score === null ? null : (
              <Text fz="sm" fw={700} c="dark.6" className={classes.level}>
                {tLevels(`level.${scoreLevel(venue.score)}`)}
              </Text>
            )}
          </Flex>
        </Flex>
        <Box mt="sm">
          <LazyOpeningStateLine venue={venue} size="md" />
        </Box>
        {shown.description ? (
          <Text mt="md" fz={{ base: 'md', sm: 'lg' }} c="dark.7" maw={780} dir="auto">
            {shown.description}
          </Text>
        ) : null}
        <Box mt="md">
          <LazyGetThereActions venue={venue} name={name} />
        </Box>
        <Group mt="md" gap="lg">
          {/* The number to read or note (a computer cannot dial it); "Appeler" above is the link. */}
          {venue.phone ? (
            <Text fz="sm">
              <Text component="span" c="dark.4">
                {t('phone')} :{' '}
              </Text>
              <bdi dir="ltr">{venue.phone}</bdi>
            </Text>
          ) : null}
          <VenueActions venue={venue} />
          <ReportVenueAction venue={{ id: venue.id, name }} />
        </Group>
      </Paper>

      {venue.claimable ? (
        <Suspense fallback={null}>
          <ClaimInvitation slug={venue.slug} />
        </Suspense>
      ) : null}

      <ScoreWhySection slug={venue.slug} venueId={venue.id} />

      <Suspense fallback={<Skeleton height={200} radius="lg" />}>
        <VenueFigures venue={venue} />
      </Suspense>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <section aria-labelledby="venue-tags">
          <Title id="venue-tags" order={2} fz="xl" mb="sm">
            {t('tagsTitle')}
          </Title>
          {venue.tags.length === 0 ? (
            <Text c="dark.4">{t('tagsEmpty')}</Text>
          ) : (
            <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
              {venue.tags.map((tag) => (
                <Badge component="li" key={tag.id} size="lg" variant="light" color="zellige" c="zellige.9" tt="none" fw={500}>
                  {tagLabel(tPlaces, tag)}
                </Badge>
              ))}
            </Group>
          )}
        </section>
        <Suspense fallback={<Skeleton height={120} radius="lg" />}>
          <VenueSocialLinks connections={venue.connections} />
        </Suspense>
      </SimpleGrid>

      <Suspense fallback={<Skeleton height={280} radius="lg" maw={480} />}>
        <VenueHoursSection venue={venue} />
      </Suspense>

      {markers.length > 0 ? (
        <section aria-labelledby="venue-map">
          <Title id="venue-map" order={2} fz="xl" mb="sm">
            {t('mapTitle')}
          </Title>
          <LazyVenueMap
            markers={markers}
            height={280}
            label={tMap('venueLabel', { name })}
            openLabel={tMap('openVenue')}
            onOpen={(href) => void navigate(href)}
          />
        </section>
      ) : null}

      <section aria-labelledby="venue-similar">
        <Title id="venue-similar" order={2} fz="xl" mb="sm">
          {t('similarTitle')}
        </Title>
        {venue.similar.length === 0 ? (
          <Text c="dark.4">{t('similarEmpty')}</Text>
        ) : (
          <Suspense fallback={<Skeleton height={220} radius="lg" />}>
            <SimilarVenues venues={venue.similar} />
          </Suspense>
        )}
      </section>

      {venue.openData ? (
        <Suspense fallback={null}>
          <VenueOpenDataCredit openData={venue.openData} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function VenueSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="lg" role="status" aria-label={label}>
      <Skeleton height={180} radius="lg" />
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={88} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={120} radius="lg" />
    </Stack>
  );
}
