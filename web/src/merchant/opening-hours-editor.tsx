import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { OpeningDay, OpeningPeriodDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { dayName, periodsByDay } from '../venues/opening-hours';
import { contentMessages } from './content.fr';

interface OpeningHoursEditorProps {
  value: readonly OpeningPeriodDto[];
  onChange: (periods: OpeningPeriodDto[]) => void;
}

/** The week's opening periods, a row per day: add a period, change its times (HH:MM), remove it. */
export function OpeningHoursEditor({ value, onChange }: OpeningHoursEditorProps) {
  const t = useT(contentMessages);
  const { locale } = useLocale();
  const replace = (day: OpeningDay, periods: OpeningPeriodDto[]) => onChange([...value.filter((period) => period.day !== day), ...periods]);

  return (
    <Stack gap="sm">
      {periodsByDay(value).map(({ day, periods }) => (
        <Group key={day} align="flex-start" gap="sm" wrap="wrap" data-day={day}>
          <Text fw={500} w={96} pt={6} style={{ textTransform: 'capitalize' }}>
            {dayName(day, locale)}
          </Text>
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            {periods.length === 0 && (
              <Text fz="sm" c="dark.4" pt={6}>
                {t('closed')}
              </Text>
            )}
            {periods.map((period, index) => {
              const change = (field: 'opens' | 'closes', time: string) =>
                replace(day, periods.map((item, at) => (at === index ? { ...item, [field]: time } : item)));
              return (
                <Group key={index} gap="xs" wrap="nowrap">
                  <TextInput type="time" dir="ltr" aria-label={`${dayName(day, locale)} · ${t('opens')}`} value={period.opens} onChange={(event) => change('opens', event.currentTarget.value)} size="xs" />
                  <Text aria-hidden="true">–</Text>
                  <TextInput type="time" dir="ltr" aria-label={`${dayName(day, locale)} · ${t('closes')}`} value={period.closes} onChange={(event) => change('closes', event.currentTarget.value)} size="xs" />
                  <ActionIcon variant="subtle" color="red" aria-label={t('removePeriod')} onClick={() => replace(day, periods.filter((_, at) => at !== index))}>
                    ×
                  </ActionIcon>
                </Group>
              );
            })}
            <Button variant="subtle" size="compact-xs" style={{ alignSelf: 'flex-start' }} onClick={() => replace(day, [...periods, { day, opens: '09:00', closes: '18:00' }])}>
              {t('addPeriod')}
            </Button>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
