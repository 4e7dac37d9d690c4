import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { wallClockAt, weekdayOf, OPENING_HOURS_TIME_ZONE, type Locale, type SpecialHoursDto, type VenueDto } from '@lieux/contracts';
import { useLocale } from '../../i18n/use-locale';
import { useT, type Translate } from '../../i18n/use-t';
import { hoursMessages, type HoursMessageKey } from '../../venues/hours.fr';
import { OpeningHoursList } from '../../venues/opening-hours-list';
import { OpeningStateLine } from '../../venues/opening-state-line';
import { formatPeriod } from '../../venues/opening-state-text';
import { useMinute } from '../../venues/use-minute';
import venueClasses from '../../venues/venues.module.css';
import { venueMessages } from './venue.fr';

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "8 février", "February 8": a special day as people name it. */
function formatDate(date: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

function specialLine(entry: SpecialHoursDto, t: Translate<HoursMessageKey>, locale: Locale): { when: string; hours: string } {
  const when = entry.from === entry.to ? t('specialDay', { date: formatDate(entry.from, locale) }) : t('specialRange', { from: formatDate(entry.from, locale), to: formatDate(entry.to, locale) });
  const hours = entry.periods.length === 0 ? t('closed') : entry.periods.map((period) => formatPeriod(period, locale)).join(', ');
  return { when: entry.label ? `${entry.label} · ${when}` : when, hours };
}

/**
 * The venue page's hours (issue 27): the state now, the week with today highlighted (Casablanca's
 * today, wherever the visitor is), and the special hours to come. Shown even without hours, so a
 * visitor learns they are unknown rather than wondering.
 */
export function VenueHoursSection({ venue }: { venue: VenueDto }) {
  const t = useT(venueMessages);
  const tHours = useT(hoursMessages);
  const { locale } = useLocale();
  const today = weekdayOf(wallClockAt(new Date(useMinute()), OPENING_HOURS_TIME_ZONE).date);
  const hasWeek = !venue.permanentlyClosed && (venue.alwaysOpen || venue.openingHours.length > 0);
  const special = venue.permanentlyClosed ? [] : venue.specialHours;

  return (
    <section aria-labelledby="venue-hours">
      <Title id="venue-hours" order={2} fz="xl" mb="sm">
        {t('hoursTitle')}
      </Title>
      <Paper withBorder radius="lg" p="md" maw={480}>
        <Stack gap="sm">
          <OpeningStateLine venue={venue} size="md" />
          {hasWeek ? (
            <OpeningHoursList periods={venue.openingHours} alwaysOpen={venue.alwaysOpen} closedLabel={tHours('closed')} allDayLabel={tHours('allDay')} today={today} todayLabel={tHours('today')} />
          ) : null}
          {special.length > 0 ? (
            <Stack gap={4}>
              <Title order={3} fz="sm">
                {tHours('specialTitle')}
              </Title>
              <Stack component="dl" gap={2} m={0} data-special-hours>
                {special.map((entry) => {
                  const line = specialLine(entry, tHours, locale);
                  // The dates and their hours side by side, as the week's rows: no colon to place in Arabic.
                  return (
                    <Group key={entry.from} justify="space-between" gap="md" wrap="nowrap" className={venueClasses.weekDay}>
                      <Text component="dt" fz="sm" fw={500}>
                        <bdi>{line.when}</bdi>
                      </Text>
                      <Text component="dd" fz="sm" m={0} ta="end">
                        <bdi dir="ltr">{line.hours}</bdi>
                      </Text>
                    </Group>
                  );
                })}
              </Stack>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </section>
  );
}
