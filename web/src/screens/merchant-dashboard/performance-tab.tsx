import { Button, Group, NumberInput, Paper, Progress, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { API, STATS_PERIODS, WEEKLY_GOAL_LIMITS, type MerchantMetricsDto, type StatsPeriod, type TrendValueDto, type WeeklyGoalDto } from '@lieux/contracts';
import { useState } from 'react';
import { apiClient } from '../../api/api-client';
import { userFacingError } from '../../api/user-facing-error';
import { useLocale } from '../../i18n/use-locale';
import { useT } from '../../i18n/use-t';
import { merchantQueryKeys } from '../../merchant/merchant.queries';
import { trendOf } from '../../merchant/workspace-rules';
import { workspaceMessages } from '../../merchant/workspace.fr';
import classes from '../../merchant/workspace.module.css';
import { showToast } from '../../toasts/show-toast';
import { formatCount, formatFiguresDay } from '../../venues/format-count';

const FIGURES = ['visitors', 'votes', 'followers', 'engagement'] as const satisfies readonly (keyof MerchantMetricsDto)[];
/** The accounts' figures: their latest reading, dated, rather than a trend (no history is kept). */
const ACCOUNT_FIGURES: ReadonlySet<string> = new Set(['followers', 'engagement']);
const TREND_COLOR = { up: 'zellige.9', down: 'red.9', flat: 'dark.5', new: 'zellige.9', none: 'dark.5' } as const;

/** The period's four figures, each with its trend against the previous period of the same length. */
export function PerformanceFigures({ metrics, days }: { metrics: MerchantMetricsDto; days: StatsPeriod }) {
  const t = useT(workspaceMessages);
  const { locale } = useLocale();
  const trendText = (value: TrendValueDto) => {
    const trend = trendOf(value);
    if (trend.kind === 'up') return t('perf.trendUp', { percent: trend.percent });
    if (trend.kind === 'down') return t('perf.trendDown', { percent: trend.percent });
    if (trend.kind === 'flat') return t('perf.trendFlat');
    if (trend.kind === 'new') return t('perf.trendNew');
    return null;
  };
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {FIGURES.map((figure) => {
        const value = metrics[figure];
        const trend = trendOf(value);
        const text = trendText(value);
        return (
          <Paper key={figure} withBorder radius="lg" p="md" data-figure={figure}>
            <Text fz="sm" c="dark.5">
              {t(`perf.${figure}`)}
            </Text>
            <Text fz={24} fw={700} className={classes.statValue}>
              <bdi>{value.current === null ? '–' : formatCount(value.current, locale)}</bdi>
            </Text>
            {value.current === null ? (
              <Text fz="xs" c="dark.4">
                {t('perf.noConnection')}
              </Text>
            ) : ACCOUNT_FIGURES.has(figure) && metrics.figuresMeasuredAt ? (
              <Text fz="xs" c="dark.5">
                {t('perf.asOf', { date: formatFiguresDay(metrics.figuresMeasuredAt, locale) })}
              </Text>
            ) : (
              text && (
                <Text fz="xs" c={TREND_COLOR[trend.kind]} title={t('perf.previous', { days })}>
                  <bdi>{text}</bdi>
                </Text>
              )
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** The period picker: 7, 30 or 90 days. */
export function PeriodPicker({ days, onChange }: { days: StatsPeriod; onChange: (days: StatsPeriod) => void }) {
  const t = useT(workspaceMessages);
  return (
    <SegmentedControl
      aria-label={t('perf.period')}
      value={String(days)}
      onChange={(value) => onChange(Number(value) as StatsPeriod)}
      data={STATS_PERIODS.map((period) => ({ value: String(period), label: t('perf.days', { days: period }) }))}
    />
  );
}

/**
 * The weekly goal (the spec's constant 75 % made real): this week's net votes against the merchant's
 * own target, or the server's computed one; the merchant sets it or goes back to the computed one.
 */
export function WeeklyGoalCard({ goal }: { goal: WeeklyGoalDto }) {
  const t = useT(workspaceMessages);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState<number | string>(goal.target);
  const [saving, setSaving] = useState(false);
  const save = async (next: number | null) => {
    setSaving(true);
    try {
      await apiClient.call(API.merchant.setGoal, { body: { target: next } });
      showToast(t('goal.saved'), 'success');
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: merchantQueryKeys.allStats });
    } catch (failure) {
      showToast(userFacingError(failure, t('app.genericError')), 'error');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('goal.title')}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t('goal.title')}
          </Title>
          <Text fw={700} className={classes.statValue}>
            <bdi>{goal.progressPercent} %</bdi>
          </Text>
        </Group>
        <Progress value={goal.progressPercent} color="teal" aria-label={t('goal.body', { done: goal.current, goal: goal.target })} />
        <Text fz="sm">{t('goal.body', { done: goal.current, goal: goal.target })}</Text>
        <Text fz="xs" c="dark.4">
          {goal.source === 'merchant' ? t('goal.mine') : t('goal.computed')}
        </Text>
        {editing ? (
          <Group align="flex-end" gap="xs">
            <NumberInput
              label={t('goal.label')}
              min={WEEKLY_GOAL_LIMITS.min}
              max={WEEKLY_GOAL_LIMITS.max}
              allowDecimal={false}
              value={target}
              onChange={setTarget}
              w={160}
            />
            <Button loading={saving} onClick={() => void save(typeof target === 'number' ? target : Number(target))}>
              {t('goal.save')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {t('goal.set')}
            </Button>
            {goal.source === 'merchant' && (
              <Button variant="subtle" size="xs" loading={saving} onClick={() => void save(null)}>
                {t('goal.reset')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
