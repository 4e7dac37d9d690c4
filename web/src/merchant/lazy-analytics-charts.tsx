import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { AnalyticsChartsProps } from './analytics-charts';

const AnalyticsCharts = lazy(() => import('./analytics-charts'));

/** The charts, fetched (recharts, about 100 KB gzipped) only when a screen shows them. */
export function LazyAnalyticsCharts(props: AnalyticsChartsProps) {
  return (
    <Suspense fallback={<Skeleton height={232} radius="lg" />}>
      <AnalyticsCharts {...props} />
    </Suspense>
  );
}
