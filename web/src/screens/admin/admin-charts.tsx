import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { SimpleGrid } from '@mantine/core';
import type { AdminAnalyticsDto, CategoryDto, CountByKeyDto } from '@lieux/contracts';
import { adminMessages } from '../../admin/admin.fr';
import { categoryMessages } from '../../i18n/categories.fr';
import { categoryLabel } from '../../i18n/category-label';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { ChartCard } from '../../merchant/analytics-charts';
import { dayLabel } from '../../scoring/score-chart-data';

export interface AdminChartsProps {
  analytics: AdminAnalyticsDto;
  /** From /api/categories, to name the categories of `venuesByCategory` (ids) in the reader's language. */
  categories: readonly CategoryDto[];
}

/** The analytics tab's six charts (`@mantine/charts`), each saying so when it has nothing to draw. */
export default function AdminCharts({ analytics, categories }: AdminChartsProps) {
  const t = useT(adminMessages);
  const tCategory = useT(categoryMessages);
  const { locale } = useLocale();
  const daily = analytics.daily.map((entry) => ({ ...entry, label: dayLabel(entry.day, locale) }));
  const hasAny = (values: readonly number[]) => values.some((value) => value !== 0);
  const categoryName = (id: string) => {
    const category = categories.find((candidate) => candidate.id === id);
    return category ? categoryLabel(tCategory, category) : id;
  };
  const bars = (counts: readonly CountByKeyDto[], name: (key: string) => string = (key) => key) => counts.map(({ key, count }) => ({ key: name(key), count }));
  const countSeries = (color: string) => [{ name: 'count', label: t('analytics.count'), color }];
  const empty = t('analytics.empty');

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('analytics.signups')} empty={!hasAny(daily.map((entry) => entry.signups)) && empty}>
        <AreaChart h={200} data={daily} dataKey="label" series={[{ name: 'signups', label: t('analytics.signups'), color: 'teal.6' }]} curveType="monotone" withDots={false} dir="ltr" />
      </ChartCard>
      <ChartCard title={t('analytics.votes')} empty={!hasAny(daily.map((entry) => entry.votes)) && empty}>
        <BarChart h={200} data={daily} dataKey="label" series={[{ name: 'votes', label: t('analytics.votes'), color: 'orange.6' }]} dir="ltr" />
      </ChartCard>
      <ChartCard title={t('analytics.newVenues')} empty={!hasAny(daily.map((entry) => entry.venues)) && empty}>
        <BarChart h={200} data={daily} dataKey="label" series={[{ name: 'venues', label: t('analytics.newVenues'), color: 'blue.6' }]} dir="ltr" />
      </ChartCard>
      <ChartCard title={t('analytics.scores')} empty={!hasAny(analytics.scoreDistribution.map((entry) => entry.count)) && empty}>
        <BarChart h={200} data={bars(analytics.scoreDistribution)} dataKey="key" series={countSeries('grape.6')} dir="ltr" />
      </ChartCard>
      <ChartCard title={t('analytics.byCity')} empty={analytics.venuesByCity.length === 0 && empty}>
        <BarChart h={240} data={bars(analytics.venuesByCity.slice(0, 12))} dataKey="key" orientation="vertical" series={countSeries('cyan.6')} dir="ltr" yAxisProps={{ width: 90 }} />
      </ChartCard>
      <ChartCard title={t('analytics.byCategory')} empty={analytics.venuesByCategory.length === 0 && empty}>
        <BarChart h={240} data={bars(analytics.venuesByCategory, categoryName)} dataKey="key" orientation="vertical" series={countSeries('red.6')} dir="ltr" yAxisProps={{ width: 90 }} />
      </ChartCard>
    </SimpleGrid>
  );
}
