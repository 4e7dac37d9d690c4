import { Group, Stack, Text } from '@mantine/core';
import type { OpeningDay, OpeningPeriodDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { dayName, periodsByDay } from './opening-hours';
import { formatPeriod } from './opening-state-text';
import classes from './venues.module.css';

interface OpeningHoursListProps {
  periods: readonly OpeningPeriodDto[];
  /** Every day "24 h/24" (`allDayLabel`) instead of the periods. */
  alwaysOpen?: boolean;
  closedLabel: string;
  allDayLabel: string;
  /** The day to highlight (today in Casablanca), with `todayLabel` read out beside it. */
  today?: OpeningDay;
  todayLabel?: string;
}

/** A venue's week, a line per day, Monday first ('Fermé' on a day without a period), today highlighted. */
export function OpeningHoursList({ periods, alwaysOpen = false, closedLabel, allDayLabel, today, todayLabel }: OpeningHoursListProps) {
  const { locale } = useLocale();
  return (
    <Stack component="dl" gap={2} m={0} data-opening-hours>
      {periodsByDay(periods).map(({ day, periods: open }) => {
        const isToday = day === today;
        return (
          <Group key={day} justify="space-between" gap="md" wrap="nowrap" className={isToday ? classes.today : classes.weekDay} data-today={isToday || undefined}>
            <Text component="dt" fz="sm" fw={isToday ? 700 : 500} style={{ textTransform: 'capitalize' }}>
              {dayName(day, locale)}
              {isToday && todayLabel ? <Text component="span" inherit fw={400} c="dark.5">{` · ${todayLabel}`}</Text> : null}
            </Text>
            <Text component="dd" fz="sm" fw={isToday ? 700 : 400} m={0} c={!alwaysOpen && open.length === 0 ? 'dark.5' : undefined}>
              {alwaysOpen ? (
                allDayLabel
              ) : open.length === 0 ? (
                closedLabel
              ) : (
                // Times read left to right in every language, as on a clock.
                <bdi dir="ltr">{open.map((period) => formatPeriod(period, locale)).join(', ')}</bdi>
              )}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
