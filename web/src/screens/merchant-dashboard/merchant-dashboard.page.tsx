import { Alert, Button, Container, Grid, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { DEFAULT_STATS_PERIOD, type StatsPeriod } from '@lieux/contracts';
import { useState } from 'react';
import { useAuthStatus } from '../../auth/use-auth-status';
import { useT } from '../../i18n/use-t';
import { ScreenHeading } from '../../layout/screen-heading';
import { useScreenTitle } from '../../layout/use-screen-title';
import { AnalyticsPanel } from '../../merchant/analytics-panel';
import { MerchantVenueCard } from '../../merchant/merchant-venue-card';
import { useMerchantStatsQuery, useMerchantVenuesQuery, usePlanQuery } from '../../merchant/merchant.queries';
import { workspaceMessages } from '../../merchant/workspace.fr';
import { ConnectionsPanel, QuickActions, QuotaCard, SubscriptionCard, TipCard } from './dashboard-aside';
import { PerformanceFigures, PeriodPicker, WeeklyGoalCard } from './performance-tab';
import { StatCards } from './stat-cards';
import { NoVenueYet } from '../../merchant/no-venue-yet';

/**
 * /merchant/dashboard (spec "Merchant dashboard"; /dashboard redirects here): four stat cards, the
 * venues / performance / analytics tabs, and beside them the quota, subscription, tip, connections
 * and quick actions. Every number comes from the server.
 */
export function MerchantDashboardPage() {
  const t = useT(workspaceMessages);
  useScreenTitle(t('dashboard.screenTitle'));
  const { user } = useAuthStatus();
  const [days, setDays] = useState<StatsPeriod>(DEFAULT_STATS_PERIOD);
  const venues = useMerchantVenuesQuery();
  const plan = usePlanQuery();
  const stats = useMerchantStatsQuery(days);
  const failed = [venues, plan, stats].filter((query) => query.isError);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ScreenHeading
          title={t('dashboard.screenTitle')}
          subtitle={user?.firstName ? t('dashboard.greeting', { name: user.firstName }) : t('dashboard.subtitle')}
        />
        {failed.length > 0 && (
          <Alert color="red" variant="light" role="alert">
            <Group justify="space-between">
              <Text fz="sm">{t('dashboard.loadFailed')}</Text>
              <Button size="xs" variant="white" color="red" onClick={() => failed.forEach((query) => void query.refetch())}>
                {t('dashboard.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        {venues.data ? <StatCards venues={venues.data} stats={stats.data} /> : <Skeleton height={104} radius="lg" />}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Tabs defaultValue="venues" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="venues">{t('tab.venues')}</Tabs.Tab>
                <Tabs.Tab value="performance">{t('tab.performance')}</Tabs.Tab>
                <Tabs.Tab value="analytics">{t('tab.analytics')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="venues">
                {venues.data === undefined ? (
                  <Skeleton height={160} radius="lg" />
                ) : venues.data.length === 0 ? (
                  <NoVenueYet message={t('venues.empty')} action={t('venues.emptyAction')} />
                ) : (
                  <Stack gap="sm">
                    {venues.data.map((venue) => (
                      <MerchantVenueCard key={venue.id} venue={venue} />
                    ))}
                  </Stack>
                )}
              </Tabs.Panel>
              <Tabs.Panel value="performance">
                <Stack gap="md">
                  <Group justify="space-between">
                    <Text fw={600}>{t('perf.title', { days })}</Text>
                    <PeriodPicker days={days} onChange={setDays} />
                  </Group>
                  {stats.data ? (
                    <>
                      <PerformanceFigures metrics={stats.data.totals} days={days} />
                      <WeeklyGoalCard key={`${stats.data.goal.source}:${stats.data.goal.target}`} goal={stats.data.goal} />
                    </>
                  ) : (
                    <Skeleton height={220} radius="lg" />
                  )}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="analytics">
                <Stack gap="md">
                  <Group justify="flex-end">
                    <PeriodPicker days={days} onChange={setDays} />
                  </Group>
                  {stats.data ? (
                    <AnalyticsPanel
                      analytics={stats.data.analytics}
                      visitorsPerDay={stats.data.visitorsPerDay}
                      votesPerDay={stats.data.votesPerDay}
                      scoreHistories={stats.data.venues.filter((venue) => venue.scoreHistory.length > 0).map((venue) => ({ name: venue.name, history: venue.scoreHistory }))}
                    />
                  ) : (
                    <Skeleton height={240} radius="lg" />
                  )}
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              {plan.data && <QuotaCard plan={plan.data} />}
              {stats.data && venues.data && <TipCard tip={stats.data.tip} venues={venues.data} />}
              {plan.data && <SubscriptionCard plan={plan.data} />}
              {venues.data && <ConnectionsPanel venues={venues.data} />}
              <QuickActions />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
