import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ScoreRunProgressDto } from '@lieux/contracts';
import { formatFigure } from '../../admin/admin-rules';
import { adminMessages } from '../../admin/admin.fr';
import { useScoreFlagsQuery, useScoreRunQuery, useStaleScoresQuery } from '../../admin/admin.queries';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { AdminQueryView, useFormatTime } from './admin-parts';

const RUN_COLOR: Record<Exclude<ScoreRunProgressDto['status'], 'none'>, string> = { running: 'blue', succeeded: 'teal', failed: 'red' };

/** The scoring pipeline as admins follow it: the daily run's progress, the anomaly flags, the scores older than 24 h. */
export function ScoresTab() {
  const t = useT(adminMessages);
  const formatTime = useFormatTime();
  const { locale } = useLocale();
  const run = useScoreRunQuery();
  const flags = useScoreFlagsQuery();
  const stale = useStaleScoresQuery();
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md" data-score-run>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('scores.run')}
          </Title>
          <AdminQueryView query={run}>
            {(progress) =>
              progress.status === 'none' ? (
                <Text c="dark.5">{t('scores.run.none')}</Text>
              ) : (
                <Stack gap={6}>
                  <Group gap="xs">
                    <Badge color={RUN_COLOR[progress.status]} variant="light">
                      {t(`scores.run.${progress.status}`)}
                    </Badge>
                    <Text fz="sm">{t('scores.run.progress', { done: formatFigure(progress.venuesDone, locale), total: formatFigure(progress.venuesTotal, locale) })}</Text>
                  </Group>
                  <Progress value={progress.venuesTotal === 0 ? 100 : (100 * progress.venuesDone) / progress.venuesTotal} aria-label={t('scores.run')} />
                  {progress.batchesFailed > 0 && (
                    <Text fz="sm" c="red.8">
                      {t('scores.run.batchesFailed', { count: progress.batchesFailed })}
                    </Text>
                  )}
                  <Text fz="xs" c="dark.5">
                    {progress.startedAt && t('scores.run.started', { date: formatTime(progress.startedAt) })}
                    {progress.finishedAt && ` · ${t('scores.run.finished', { date: formatTime(progress.finishedAt) })}`}
                  </Text>
                </Stack>
              )
            }
          </AdminQueryView>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('scores.flags')}
          </Title>
          <AdminQueryView query={flags}>
            {(data) =>
              data.length === 0 ? (
                <Text c="dark.5">{t('scores.flags.empty')}</Text>
              ) : (
                <Stack gap="xs">
                  {data.map((flag) => (
                    <Paper key={flag.id} withBorder radius="md" p="sm" data-score-flag={flag.id}>
                      <Group gap="xs">
                        <Badge color={flag.clearedAt ? 'gray' : 'orange'} variant="light">
                          {t(`scores.flag.${flag.kind}`)}
                        </Badge>
                        <Text fz="sm" tt="capitalize">
                          {flag.provider}
                        </Text>
                      </Group>
                      <Text fz="sm">{flag.detail}</Text>
                      <Text fz="xs" c="dark.5">
                        {t('scores.venue', { id: flag.venueId })} · {formatTime(flag.flaggedAt)}
                        {flag.clearedAt && ` · ${t('scores.flag.cleared', { date: formatTime(flag.clearedAt) })}`}
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              )
            }
          </AdminQueryView>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('scores.stale')}
          </Title>
          <AdminQueryView query={stale}>
            {(data) =>
              data.length === 0 ? (
                <Text c="dark.5">{t('scores.stale.empty')}</Text>
              ) : (
                <Stack gap={4}>
                  {data.map((entry) => (
                    <Paper key={entry.venueId} withBorder radius="md" p="xs" data-stale-score={entry.venueId}>
                      <Text fz="sm" dir="ltr">
                        {entry.venueId}
                      </Text>
                      <Text fz="xs" c="dark.5">
                        {entry.ageHours === null ? t('scores.stale.never') : t('scores.stale.age', { hours: Math.round(entry.ageHours) })}
                      </Text>
                    </Paper>
                  ))}
                </Stack>
              )
            }
          </AdminQueryView>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
