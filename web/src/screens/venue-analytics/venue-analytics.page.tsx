import { Alert, Container, Group, Skeleton, Stack } from '@mantine/core';
import { DEFAULT_STATS_PERIOD, type StatsPeriod } from '@lieux/contracts';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { userFacingError } from '../../api/user-facing-error';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { AnalyticsPanel } from '../../merchant/analytics-panel';
import { BackToDashboard } from '../../merchant/back-to-dashboard';
import { VenueStatusBadge } from '../../merchant/merchant-venue-card';
import { useMerchantStatsQuery } from '../../merchant/merchant.queries';
import { workspaceMessages } from '../../merchant/workspace.fr';
import { PerformanceFigures, PeriodPicker } from '../merchant-dashboard/performance-tab';

/** /merchant/venue/{id}/analytics: one venue's figures with their trends, and its charts (Pro; the upgrade offer on Free, whose answer holds no series). */
export function VenueAnalyticsPage() {
  const { id = '' } = useParams();
  const t = useT(workspaceMessages);
  const [days, setDays] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  const stats = useMerchantStatsQuery(days, id);
  const venue = stats.data?.venues.find((item) => item.venueId === id);
  useScreenTitle(venue ? `${t('analytics.screenTitle')} · ${venue.name}` : t('analytics.screenTitle'));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BackToDashboard label={t('analytics.back')} />
        {stats.isError ? (
          <Alert color="red" variant="light" role="alert">
            {userFacingError(stats.error, t('dashboard.loadFailed'))}
          </Alert>
        ) : venue === undefined || stats.data === undefined ? (
          <Skeleton height={320} radius="lg" />
        ) : (
          <>
            <Group justify="space-between" align="flex-end">
              <ScreenHeading title={venue.name} subtitle={t('perf.title', { days })} />
              <PeriodPicker days={days} onChange={setDays} />
            </Group>
            <div>
              <VenueStatusBadge status={venue.status as 'pending' | 'approved' | 'rejected'} />
            </div>
            <PerformanceFigures metrics={venue.metrics} days={days} />
            <AnalyticsPanel analytics={stats.data.analytics} visitorsPerDay={venue.visitorsPerDay} votesPerDay={venue.votesPerDay} scoreHistories={[{ name: venue.name, history: venue.scoreHistory }]} />
          </>
        )}
      </Stack>
    </Container>
  );
}
