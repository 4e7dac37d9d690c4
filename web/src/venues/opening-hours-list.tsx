import { Group, Stack, Text } from '@mantine/core';
import type { OpeningPeriodDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { dayName, periodsByDay } from './opening-hours';

/** A venue's opening hours, a line per day ('Fermé' on a day without a period); nothing when none are given. */
export function OpeningHoursList({ periods, closedLabel }: { periods: readonly OpeningPeriodDto[]; closedLabel: string }) {
  const { locale } = useLocale();
  if (periods.length === 0) return null;
  return (
    <Stack component="dl" gap={4} m={0} data-opening-hours>
      {periodsByDay(periods).map(({ day, periods: open }) => (
        <Group key={day} justify="space-between" gap="md" wrap="nowrap">
          <Text component="dt" fz="sm" fw={500} style={{ textTransform: 'capitalize' }}>
            {dayName(day, locale)}
          </Text>
          <Text component="dd" fz="sm" m={0} c={open.length === 0 ? 'dark.4' : undefined}>
            {open.length === 0 ? closedLabel : <bdi dir="ltr">{open.map(({ opens, closes }) => `${opens}–${closes}`).join(', ')}</bdi>}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
