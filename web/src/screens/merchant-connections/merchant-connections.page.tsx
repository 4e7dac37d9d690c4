import { Alert, Container, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConnectionDto, ConnectionProviderStatusDto, MerchantVenueDto } from '@lieux/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { callbackOutcome, callbackToast, chosenVenueId, platformCards, withoutCallbackParams } from '../../connections/connection-rules';
import { connectionsMessages } from '../../connections/connections.fr';
import { useConnectionProvidersQuery, useConnectionsQuery } from '../../connections/connections.queries';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { useMerchantVenuesQuery } from '../../merchant/merchant.queries';
import { QueryView } from '../../merchant/query-view';
import { showToast } from '../../toasts/show-toast';
import { PlatformCard } from './platform-card';
import { NoVenueYet } from '../../merchant/no-venue-yet';

/** The address's venue (`?venueId=`, also where the callback comes back to). */
const VENUE_PARAM = 'venueId';

/**
 * /merchant/connections (spec "Connections", issue 12): for the chosen venue, the five platforms —
 * connect through the platform's own consent, switch on/off, disconnect — each with its real weight
 * in the score, and the promise that access is read-only.
 */
export function MerchantConnectionsPage() {
  const t = useT(connectionsMessages);
  useScreenTitle(t('screenTitle'));
  useCallbackToast();
  const venues = useMerchantVenuesQuery();
  const connections = useConnectionsQuery();
  const providers = useConnectionProvidersQuery();
  const queries = [venues, connections, providers];
  const all = {
    data: venues.data && connections.data && providers.data ? { venues: venues.data, connections: connections.data, providers: providers.data } : undefined,
    isError: queries.some((query) => query.isError),
    error: queries.find((query) => query.isError)?.error ?? null,
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('back')} />
        <ScreenHeading title={t('title')} subtitle={t('subtitle')} />
        <Alert color="zellige" variant="light" data-read-only>
          <Text fz="sm" c="dark.8">
            {t('readOnly')}
          </Text>
        </Alert>
        <QueryView query={all} height={360} failed={t('loadFailed')}>
          {(data) => <VenueConnections {...data} />}
        </QueryView>
        <Text fz="sm" c="dark.5">
          {t('scoreEffectNote')}
        </Text>
      </Stack>
    </Container>
  );
}

function VenueConnections({
  venues,
  connections,
  providers,
}: {
  venues: readonly MerchantVenueDto[];
  connections: readonly ConnectionDto[];
  providers: readonly ConnectionProviderStatusDto[];
}) {
  const t = useT(connectionsMessages);
  const [params, setParams] = useSearchParams();
  const venueId = chosenVenueId(
    venues.map((venue) => venue.id),
    params.get(VENUE_PARAM),
  );
  const venue = venues.find((item) => item.id === venueId);
  if (!venue) {
    return <NoVenueYet message={t('venue.none')} action={t('venue.create')} />;
  }
  return (
    <Stack gap="md">
      {venues.length > 1 && (
        <NativeSelect
          label={t('venue.label')}
          value={venue.id}
          data={venues.map((item) => ({ value: item.id, label: item.name }))}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            next.set(VENUE_PARAM, event.currentTarget.value);
            setParams(next, { replace: true });
          }}
          maw={420}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {platformCards(providers, connections, venue.id).map((card) => (
          <PlatformCard key={card.provider} card={card} venueId={venue.id} venueName={venue.name} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Back from the platform: the callback's result (`?connexion=…`) as a toast, once, then gone from
 * the address so a reload or a shared link raises nothing.
 */
function useCallbackToast() {
  const t = useT(connectionsMessages);
  const [params, setParams] = useSearchParams();
  const outcome = callbackOutcome(params);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const key = params.toString();
    if (shown.current === key) return; // StrictMode runs the effect twice
    shown.current = key;
    const toast = callbackToast(outcome);
    showToast(t(toast.message), toast.tone, toast.withErrorTitle ? { title: t('toast.errorTitle') } : {});
    setParams(withoutCallbackParams(params), { replace: true });
  }, [outcome, params, setParams, t]);
}
