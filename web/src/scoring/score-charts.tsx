import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { PROVIDER_LABELS, type PlatformContributionDto, type ScoreHistoryPointDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { contributionBars, historyRows, type ScoreHistoryLine } from './score-chart-data';
import { scoreWhyMessages } from './score-why.fr';

/** Colours of the lines, one per venue on a merchant's dashboard (the first is the venue page's). */
const LINE_COLORS = ['terracotta.7', 'teal.7', 'indigo.6', 'grape.6', 'yellow.7'];

/**
 * The score's history, one point a day, on a 0–100 axis with the 80/60/40 band lines
 * (`@mantine/charts`, in the charts' own chunk): the venue page's "Pourquoi ce score ?" and the
 * merchant's analytics (a line per venue there) draw the same data the same way. An empty history
 * says so instead of drawing nothing.
 */
export function ScoreHistoryChart({ lines, height = 200 }: { lines: readonly ScoreHistoryLine[]; height?: number }) {
  const t = useT(scoreWhyMessages);
  const { locale } = useLocale();
  const points = lines.reduce((count, line) => count + line.history.length, 0);
  if (points === 0) {
    return (
      <Text fz="sm" c="dark.4" py="xl" ta="center">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <LineChart
      h={height}
      data={historyRows(lines, locale)}
      dataKey="day"
      series={lines.map((line, index) => ({ name: `s${index}`, label: line.label, color: LINE_COLORS[index % LINE_COLORS.length] }))}
      yAxisProps={{ domain: [0, 100] }}
      referenceLines={[{ y: 80 }, { y: 60 }, { y: 40 }].map((line) => ({ ...line, color: 'gray.4' }))}
      withDots={points < 20 * lines.length}
      withLegend={lines.length > 1}
      connectNulls
      curveType="monotone"
      dir="ltr"
    />
  );
}

/** Contribution vs maximum of the five platforms (stacked: what it brings, what is left to win). */
function ContributionsChart({ platforms }: { platforms: readonly PlatformContributionDto[] }) {
  const t = useT(scoreWhyMessages);
  return (
    <BarChart
      h={220}
      data={contributionBars(platforms, PROVIDER_LABELS)}
      dataKey="platform"
      type="stacked"
      orientation="vertical"
      yAxisProps={{ width: 120 }}
      xAxisProps={{ domain: [0, 35] }}
      series={[
        { name: 'contribution', label: t('chart.contribution'), color: 'terracotta.7' },
        { name: 'remaining', label: t('chart.remaining'), color: 'gray.3' },
      ]}
      withLegend
      dir="ltr"
    />
  );
}

/** The two charts of "Pourquoi ce score ?"; the same figures are written out beside them for screen readers. */
export default function ScoreCharts({ platforms, history }: { platforms: readonly PlatformContributionDto[]; history: readonly ScoreHistoryPointDto[] }) {
  const t = useT(scoreWhyMessages);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartFigure title={t('chart.contributions')}>
        <ContributionsChart platforms={platforms} />
      </ChartFigure>
      <ChartFigure title={t('history.title')}>
        <ScoreHistoryChart lines={[{ label: t('history.series'), history }]} height={220} />
      </ChartFigure>
    </SimpleGrid>
  );
}

function ChartFigure({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="figure" m={0}>
      <Title order={3} fz="md" mb="sm" component="figcaption">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
