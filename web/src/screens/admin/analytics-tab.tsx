import { Group, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@lieux/contracts';
import { Suspense, lazy, useState } from 'react';
import { adminMessages } from '../../admin/admin.fr';
import { useAdminAnalyticsQuery } from '../../admin/admin.queries';
import { useCategoriesQuery } from '../../api/categories.query';
import { useT } from '../../i18n/use-t';
import { AdminQueryView } from './admin-parts';

/** The charts come with recharts (about 100 KB gzipped): their own chunk, fetched when this tab opens. */
const AdminCharts = lazy(() => import('./admin-charts'));

/** Analytics: sign-ups, votes and new venues per day over 7/30/90/365 days, venues by city and category, scores. */
export function AnalyticsTab() {
  const t = useT(adminMessages);
  const [days, setDays] = useState<AnalyticsPeriod>(30);
  const analytics = useAdminAnalyticsQuery(days);
  const categories = useCategoriesQuery();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <SegmentedControl
          aria-label={t('analytics.period')}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as AnalyticsPeriod)}
          data={ANALYTICS_PERIODS.map((period) => ({ value: String(period), label: t('analytics.days', { days: period }) }))}
        />
      </Group>
      <AdminQueryView query={analytics}>
        {(data) => (
          <Suspense fallback={<Skeleton height={480} radius="lg" />}>
            <AdminCharts analytics={data} categories={categories.data ?? []} />
          </Suspense>
        )}
      </AdminQueryView>
    </Stack>
  );
}
