import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { DailyValueDto, ScorePointDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { workspaceMessages } from './workspace.fr';

export interface AnalyticsChartsProps {
  visitorsPerDay: readonly DailyValueDto[];
  votesPerDay: readonly DailyValueDto[];
  /** One venue's score history; left out where several venues are summed (the dashboard of a merchant with more than one). */
  scoreHistory?: readonly ScorePointDto[];
}

/** `2026-11-21` → `21 nov.` in the reader's language (the day is already a Casablanca day). */
function dayLabel(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * The analytics charts (`@mantine/charts`, its own chunk with recharts): visitors per day, votes per
 * day, score history. Each says so when the period has no data instead of drawing a flat line as news.
 */
export default function AnalyticsCharts({ visitorsPerDay, votesPerDay, scoreHistory }: AnalyticsChartsProps) {
  const t = useT(workspaceMessages);
  const { locale } = useLocale();
  const days = (series: readonly DailyValueDto[]) => series.map(({ day, value }) => ({ day: dayLabel(day, locale), value }));
  const hasAny = (series: readonly { value: number }[]) => series.some(({ value }) => value !== 0);
  const score = (scoreHistory ?? []).map(({ computedAt, score: value }) => ({ day: dayLabel(computedAt.slice(0, 10), locale), value }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('analytics.visitors')} empty={!hasAny(visitorsPerDay) && t('analytics.empty')}>
        <AreaChart h={200} data={days(visitorsPerDay)} dataKey="day" series={[{ name: 'value', label: t('perf.visitors'), color: 'teal.6' }]} curveType="monotone" withDots={false} dir="ltr" />
      </ChartCard>
      <ChartCard title={t('analytics.votes')} empty={!hasAny(votesPerDay) && t('analytics.empty')}>
        <BarChart h={200} data={days(votesPerDay)} dataKey="day" series={[{ name: 'value', label: t('perf.votes'), color: 'orange.6' }]} dir="ltr" />
      </ChartCard>
      {scoreHistory && (
        <ChartCard title={t('analytics.score')} empty={score.length === 0 && t('analytics.scoreEmpty')}>
          <LineChart h={200} data={score} dataKey="day" series={[{ name: 'value', label: t('venue.score'), color: 'blue.6' }]} yAxisProps={{ domain: [0, 100] }} dir="ltr" />
        </ChartCard>
      )}
    </SimpleGrid>
  );
}

function ChartCard({ title, empty, children }: { title: string; empty: string | false; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="figure" m={0}>
      <Title order={3} fz="md" mb="sm" component="figcaption">
        {title}
      </Title>
      {empty ? (
        <Text fz="sm" c="dark.4" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
