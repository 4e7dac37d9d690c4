import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { ScoreBreakdownDto } from '@lieux/contracts';
import { userFacingError } from '../api/user-facing-error';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { formatScore } from '../venues/format-count';
import { scoreLevelsMessages } from './score-levels.fr';
import { scoreAdvice } from './score-advice';
import { ScoreAdviceList } from './score-advice-list';
import { formatScoreAge, isStale, scoreAge } from './score-age';
import { ScoreBreakdownList } from './score-breakdown-list';
import { useScoreBreakdownQuery } from './score.queries';
import { scoreWhyMessages } from './score-why.fr';
import { useOwnVenue } from './use-own-venue';

/** The guide's section that publishes the formula: "Formule version 1" links there. */
export const FORMULA_GUIDE_PATH = '/guide#formule-score';

/** recharts (about 100 KB gzipped) comes only with the charts, after the written breakdown. */
const ScoreCharts = lazy(() => import('./score-charts'));

export interface ScoreWhyPanelProps {
  slug: string;
  venueId: string;
}

/**
 * "Pourquoi ce score ?" once opened (its own chunk, with its texts): `GET /api/places/{slug}/score`,
 * the level, age and formula version, the charts, each platform written out, and for the venue's
 * owner what would raise it. A venue not scored yet says so instead of explaining a 0.
 */
export default function ScoreWhyPanel({ slug, venueId }: ScoreWhyPanelProps) {
  const t = useT(scoreWhyMessages);
  const breakdown = useScoreBreakdownQuery(slug);
  const own = useOwnVenue(venueId);

  if (breakdown.isPending) return <Skeleton height={220} radius="lg" aria-label={t('loading')} role="status" />;
  if (breakdown.isError) {
    return (
      <Alert color="red" variant="light" title={t('error')} role="alert">
        <Text fz="sm" mb="sm">
          {userFacingError(breakdown.error, t('app.genericError'))}
        </Text>
        <Button size="xs" variant="white" color="red" loading={breakdown.isFetching} onClick={() => void breakdown.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const data = breakdown.data;
  const scored = data.state === 'scored';
  return (
    <Stack gap="lg" data-score-state={data.state}>
      {scored ? (
        <ScoreSummary breakdown={data} />
      ) : (
        <Alert color="gray" variant="light" title={t('notScored.title')}>
          <Text fz="sm">{t('notScored.body')}</Text>
        </Alert>
      )}
      {scored ? (
        <Suspense fallback={<Skeleton height={272} radius="lg" />}>
          <ScoreCharts platforms={data.platforms} history={data.history} />
        </Suspense>
      ) : null}
      <ScoreBreakdownList platforms={data.platforms} />
      {own.isOwner && own.loaded ? <ScoreAdviceList advice={scoreAdvice(data, own.connections)} venueId={venueId} /> : null}
      <FormulaLine version={data.formulaVersion} />
    </Stack>
  );
}

/** "82 sur 100 : excellent · Calculé il y a 3 h", and a word when the daily run is late. */
export function ScoreSummary({ breakdown }: { breakdown: ScoreBreakdownDto }) {
  const t = useT(scoreWhyMessages);
  const tLevels = useT(scoreLevelsMessages);
  const { locale } = useLocale();
  const now = new Date();
  const computedAt = breakdown.computedAt;
  const age = computedAt ? formatScoreAge(scoreAge(computedAt, now), locale) : null;
  return (
    <Stack gap={4}>
      <Group gap="md">
        <Text fw={800} fz="lg">
          <bdi>{t('summary', { score: formatScore(breakdown.score), level: tLevels(`level.${breakdown.level}`) })}</bdi>
        </Text>
        {computedAt ? (
          <Text fz="sm" c="dark.5" component="time" dateTime={computedAt} title={new Date(computedAt).toLocaleString(locale)} data-testid="score-age">
            {age === null ? t('computedNow') : t('computed', { age })}
          </Text>
        ) : null}
      </Group>
      {computedAt && isStale(computedAt, now) ? (
        <Text fz="sm" c="yellow.9">
          {t('stale')}
        </Text>
      ) : null}
    </Stack>
  );
}

function FormulaLine({ version }: { version: number }) {
  const t = useT(scoreWhyMessages);
  return (
    <Text fz="sm" c="dark.5">
      {t('formula', { version })} ·{' '}
      <Anchor component={Link} to={FORMULA_GUIDE_PATH} fz="sm" fw={600}>
        {t('formulaLink')}
      </Anchor>
    </Text>
  );
}
