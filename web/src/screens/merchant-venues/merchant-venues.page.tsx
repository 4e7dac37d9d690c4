import { Container, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { MerchantVenueCard } from '../../merchant/merchant-venue-card';
import { useMerchantVenuesQuery, usePlanQuery } from '../../merchant/merchant.queries';
import { QueryView } from '../../merchant/query-view';
import { workspaceMessages } from '../../merchant/workspace.fr';
import { AddVenueButton } from '../merchant-dashboard/dashboard-aside';

/** /merchant/venues: every venue of the merchant, whatever its status, with its actions. */
export function MerchantVenuesPage() {
  const t = useT(workspaceMessages);
  useScreenTitle(t('venueList.screenTitle'));
  const venues = useMerchantVenuesQuery();
  const plan = usePlanQuery();
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('analytics.back')} />
        <Group justify="space-between" align="flex-end">
          <ScreenHeading title={t('venueList.title')} subtitle={t('venueList.subtitle')} />
          {plan.data && <AddVenueButton plan={plan.data} />}
        </Group>
        <QueryView query={venues} height={160} failed={t('dashboard.loadFailed')}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dark.5">{t('venues.empty')}</Text>
            ) : (
              <Stack gap="sm">
                {list.map((venue) => (
                  <MerchantVenueCard key={venue.id} venue={venue} />
                ))}
              </Stack>
            )
          }
        </QueryView>
      </Stack>
    </Container>
  );
}
