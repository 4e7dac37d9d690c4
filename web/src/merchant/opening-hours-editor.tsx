import { ActionIcon, Button, Checkbox, Group, Paper, Popover, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { MAX_SPECIAL_HOURS, MAX_SPECIAL_PERIODS, OPENING_DAYS, SPECIAL_HOURS_LABEL_MAX, addDays, localDay, type OpeningDay, type SpecialHoursDto } from '@lieux/contracts';
import { useLocale } from '../i18n/use-locale';
import { useT } from '../i18n/use-t';
import { dayName, periodsByDay } from '../venues/opening-hours';
import { copyDay, hoursProblems, modeOf, withDay, withMode, type HoursMode, type HoursValue } from './hours-editing';
import { hoursEditorMessages } from './hours-editor.fr';

interface OpeningHoursEditorProps {
  value: HoursValue;
  onChange: (value: HoursValue) => void;
}

const MODES: HoursMode[] = ['weekly', 'always', 'unknown'];

/**
 * The venue's hours as a merchant enters them in a minute (issue 27): first the kind (a week, 24/7,
 * not given), then the week's periods — several a day, past midnight — with "Monday's hours every
 * day" and "copy to…", then special hours for holidays and Ramadan. The server's rules are checked
 * as the merchant types, beside the day or entry at fault.
 */
export function OpeningHoursEditor({ value, onChange }: OpeningHoursEditorProps) {
  const t = useT(hoursEditorMessages);
  // The week a merchant typed survives a detour through "24/7" in the same session.
  const [lastWeek, setLastWeek] = useState(value.openingHours);
  const mode = modeOf(value);
  const problems = hoursProblems(value);
  const changeWeek = (openingHours: HoursValue['openingHours']) => {
    setLastWeek(openingHours);
    onChange({ ...value, openingHours });
  };

  return (
    <Stack gap="md" data-hours-editor>
      <SegmentedControl
        aria-label={t('mode.label')}
        value={mode}
        onChange={(next) => onChange(withMode(value, next as HoursMode, lastWeek))}
        data={MODES.map((option) => ({ value: option, label: t(`mode.${option}`) }))}
        fullWidth
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25 } }}
      />
      {mode === 'weekly' ? (
        <WeekEditor periods={value.openingHours} onChange={changeWeek} problem={problems.day} />
      ) : (
        <Text fz="sm" c="dark.5">
          {mode === 'always' ? t('alwaysHint') : t('unknownHint')}
        </Text>
      )}
      <SpecialHoursEditor entries={value.specialHours} onChange={(specialHours) => onChange({ ...value, specialHours })} problem={problems.special} />
    </Stack>
  );
}

function WeekEditor({ periods, onChange, problem }: { periods: HoursValue['openingHours']; onChange: (periods: HoursValue['openingHours']) => void; problem: ReturnType<typeof hoursProblems>['day'] }) {
  const t = useT(hoursEditorMessages);
  const { locale } = useLocale();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dark.5" style={{ flex: '1 1 240px' }}>
          {t('hint')}
        </Text>
        <Button variant="light" size="compact-sm" onClick={() => onChange(copyDay(periods, 'monday', OPENING_DAYS))}>
          {t('sameEveryDay')}
        </Button>
      </Group>
      {periodsByDay(periods).map(({ day, periods: dayPeriods }) => {
        const name = dayName(day, locale);
        const fault = problem?.day === day ? t(`rule.${problem.rule}`) : null;
        return (
          <Group key={day} align="flex-start" gap="sm" wrap="wrap" data-day={day} py={4} style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-2)' }}>
            <Text fw={600} w={96} pt={4} style={{ textTransform: 'capitalize' }}>
              {name}
            </Text>
            <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
              {dayPeriods.length === 0 && (
                <Text fz="sm" c="dark.5" pt={4}>
                  {t('closed')}
                </Text>
              )}
              <PeriodRows
                periods={dayPeriods}
                label={name}
                onChange={(next) => onChange(withDay(periods, day, next))}
              />
              <Group gap="xs">
                <Button variant="subtle" size="compact-sm" onClick={() => onChange(withDay(periods, day, [...dayPeriods, nextPeriod(dayPeriods)]))}>
                  {t('addPeriod')}
                </Button>
                <CopyDayTo day={day} onCopy={(to) => onChange(copyDay(periods, day, to))} />
              </Group>
              {fault && (
                <Text fz="sm" c="red.9" role="alert">
                  {fault}
                </Text>
              )}
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}

/** A new period after the day's last one (a split day: lunch, then dinner), or a usual day. */
function nextPeriod(periods: readonly { opens: string; closes: string }[]): { opens: string; closes: string } {
  return periods.length === 0 ? { opens: '09:00', closes: '19:00' } : { opens: '19:00', closes: '23:00' };
}

function PeriodRows({ periods, label, onChange }: { periods: readonly { opens: string; closes: string }[]; label: string; onChange: (periods: { opens: string; closes: string }[]) => void }) {
  const t = useT(hoursEditorMessages);
  return periods.map((period, index) => {
    const change = (field: 'opens' | 'closes', time: string) => onChange(periods.map((item, at) => (at === index ? { ...item, [field]: time } : item)));
    return (
      <Group key={index} gap="xs" wrap="nowrap">
        <TextInput type="time" dir="ltr" aria-label={`${label} · ${t('opens')}`} value={period.opens} onChange={(event) => change('opens', event.currentTarget.value)} size="sm" />
        <Text aria-hidden="true">–</Text>
        <TextInput type="time" dir="ltr" aria-label={`${label} · ${t('closes')}`} value={period.closes} onChange={(event) => change('closes', event.currentTarget.value)} size="sm" />
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`${t('removePeriod')} (${label})`} onClick={() => onChange(periods.filter((_, at) => at !== index))}>
          ×
        </ActionIcon>
      </Group>
    );
  });
}

function CopyDayTo({ day, onCopy }: { day: OpeningDay; onCopy: (to: OpeningDay[]) => void }) {
  const t = useT(hoursEditorMessages);
  const { locale } = useLocale();
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpened((open) => !open)}>
          {t('copyTo')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Checkbox.Group label={t('copyToLabel', { day: dayName(day, locale) })} value={chosen} onChange={setChosen}>
            <Stack gap={6} mt="xs">
              {OPENING_DAYS.filter((other) => other !== day).map((other) => (
                <Checkbox key={other} value={other} label={dayName(other, locale)} styles={{ label: { textTransform: 'capitalize' } }} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button
            size="compact-sm"
            disabled={chosen.length === 0}
            onClick={() => {
              onCopy(chosen as OpeningDay[]);
              setChosen([]);
              setOpened(false);
            }}
          >
            {t('copy')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function SpecialHoursEditor({ entries, onChange, problem }: { entries: SpecialHoursDto[]; onChange: (entries: SpecialHoursDto[]) => void; problem: ReturnType<typeof hoursProblems>['special'] }) {
  const t = useT(hoursEditorMessages);
  const replace = (index: number, entry: SpecialHoursDto) => onChange(entries.map((item, at) => (at === index ? entry : item)));
  // A new entry starts tomorrow in Morocco: the next day a merchant plans for.
  const tomorrow = addDays(localDay(new Date()), 1);
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('special.title')}
      </Title>
      <Text fz="sm" c="dark.5">
        {t('special.hint')}
      </Text>
      {entries.map((entry, index) => {
        const closed = entry.periods.length === 0;
        const fault = problem?.index === index ? t(`rule.${problem.rule}`) : null;
        return (
          <Paper key={index} withBorder radius="md" p="sm" data-special-entry={index}>
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput label={t('special.label')} placeholder={t('special.labelPlaceholder')} dir="auto" maxLength={SPECIAL_HOURS_LABEL_MAX} value={entry.label} onChange={(event) => replace(index, { ...entry, label: event.currentTarget.value })} style={{ flex: '1 1 200px' }} />
                <TextInput label={t('special.from')} type="date" dir="ltr" value={entry.from} onChange={(event) => replace(index, { ...entry, from: event.currentTarget.value, to: entry.to < event.currentTarget.value ? event.currentTarget.value : entry.to })} style={{ flex: '1 1 140px' }} />
                <TextInput label={t('special.to')} type="date" dir="ltr" value={entry.to} min={entry.from} onChange={(event) => replace(index, { ...entry, to: event.currentTarget.value })} style={{ flex: '1 1 140px' }} />
              </Group>
              <Checkbox label={t('special.closed')} checked={closed} onChange={(event) => replace(index, { ...entry, periods: event.currentTarget.checked ? [] : [{ opens: '09:00', closes: '19:00' }] })} />
              {!closed && (
                <Stack gap={6}>
                  <PeriodRows periods={entry.periods} label={entry.label || t('special.title')} onChange={(periods) => replace(index, { ...entry, periods })} />
                  {entry.periods.length < MAX_SPECIAL_PERIODS && (
                    <Button variant="subtle" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={() => replace(index, { ...entry, periods: [...entry.periods, nextPeriod(entry.periods)] })}>
                      {t('addPeriod')}
                    </Button>
                  )}
                </Stack>
              )}
              {fault && (
                <Text fz="sm" c="red.9" role="alert">
                  {fault}
                </Text>
              )}
              <Button variant="subtle" color="red" size="compact-sm" style={{ alignSelf: 'flex-start' }} onClick={() => onChange(entries.filter((_, at) => at !== index))}>
                {t('special.remove')}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      {entries.length < MAX_SPECIAL_HOURS && (
        <Button variant="light" size="sm" style={{ alignSelf: 'flex-start' }} onClick={() => onChange([...entries, { from: tomorrow, to: tomorrow, label: '', periods: [] }])}>
          {t('special.add')}
        </Button>
      )}
    </Stack>
  );
}
