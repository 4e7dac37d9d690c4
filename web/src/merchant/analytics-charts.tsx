import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { DailyValueDto, ScorePointDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { dayLabel } from '../scoring/score-chart-data';
import { ScoreHistoryChart } from '../scoring/score-charts';
import { workspaceMessages } from './workspace.fr';

export interface AnalyticsChartsProps {
  visitorsPerDay: readonly DailyValueDto[];
  votesPerDay: readonly DailyValueDto[];
  /** The score history of each venue shown (a line per venue on the dashboard of a merchant with several). */
  scoreHistories: readonly { name: string; history: readonly ScorePointDto[] }[];
}

/**
 * The analytics charts (`@mantine/charts`, its own chunk with recharts): visitors per day, votes per
 * day, score history. Each says so when the period has no data instead of drawing a flat line as news.
 */
export default function AnalyticsCharts({ visitorsPerDay, votesPerDay, scoreHistories }: AnalyticsChartsProps) {
  const t = useT(workspaceMessages);
  const { locale } = useLocale();
  const days = (series: readonly DailyValueDto[]) => series.map(({ day, value }) => ({ day: dayLabel(day, locale), value }));
  const hasAny = (series: readonly { value: number }[]) => series.some(({ value }) => value !== 0);
  // The same chart as the venue page's "Pourquoi ce score ?" (one point a day, 0–100, the band lines).
  const scoreLines = scoreHistories.map(({ name, history }) => ({
    label: name,
    history: history.map(({ computedAt, score }) => ({ day: computedAt.slice(0, 10), score })),
  }));

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard title={t('analytics.visitors')} empty={!hasAny(visitorsPerDay) && t('analytics.empty')}>
        <AreaChart h={200} data={days(visitorsPerDay)} dataKey="day" series={[{ name: 'value', label: t('perf.visitors'), color: 'teal.6' }]} curveType="monotone" withDots={false} dir="ltr" />
      </ChartCard>
      <ChartCard title={t('analytics.votes')} empty={!hasAny(votesPerDay) && t('analytics.empty')}>
        <BarChart h={200} data={days(votesPerDay)} dataKey="day" series={[{ name: 'value', label: t('perf.votes'), color: 'orange.6' }]} dir="ltr" />
      </ChartCard>
      <ChartCard title={t('analytics.score')} empty={false}>
        <ScoreHistoryChart lines={scoreLines} />
      </ChartCard>
    </SimpleGrid>
  );
}

export function ChartCard({ title, empty, children }: { title: string; empty: string | false; children: React.ReactNode }) {
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
