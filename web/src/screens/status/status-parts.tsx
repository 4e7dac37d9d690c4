import { Alert, Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { IncidentDto, Locale, ServiceStatusDto, StatusDto } from '@lieux/contracts';
import type { Translate } from '../../i18n/use-t';
import { dayColor, formatPercent, formatStatusDay, formatStatusTime, STATE_COLOR } from './status-format';
import type { statusFr } from './status.fr';
import classes from './status.module.css';

type T = Translate<keyof typeof statusFr>;

/** The overall banner and the time of the measures. */
export function StatusBanner({ status, t, locale }: { status: StatusDto; t: T; locale: Locale }) {
  const state = status.overall.status;
  return (
    <Alert color={STATE_COLOR[state]} variant="filled" radius="lg" role="status" title={t(`overall.${state}`)}>
      {/* Times in Moroccan time: the server's time-zone data and the browser's may differ by the hour
          (Africa/Casablanca has changed), so the browser keeps the server's words while it hydrates. */}
      <span suppressHydrationWarning>{t('lastUpdated', { time: formatStatusTime(status.overall.lastUpdated, locale) })}</span>
    </Alert>
  );
}

/**
 * One line: its name, state, response time now, the uptime of the time measured in the last 90 days
 * (with how many days were measured: grey days, nothing recorded, count neither up nor down) and each day.
 */
export function ServiceCard({ service, t, locale }: { service: ServiceStatusDto; t: T; locale: Locale }) {
  const headingId = `status-${service.id}`;
  const measuredDays = service.days.filter((day) => day.uptime !== null).length;
  const uptimeText = service.uptime === null ? t('uptimeNone') : t('uptime', { percent: formatPercent(service.uptime, locale), days: measuredDays });
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p="md" data-service={service.id} data-state={service.status}>
      <Stack gap="xs">
        {/* The state goes under a name too long to share a 320 px line with it ("Authentification"). */}
        <Group justify="space-between" gap="sm">
          <Title id={headingId} order={3} fz="md">
            {t(`service.${service.id}`)}
          </Title>
          <Badge color={STATE_COLOR[service.status]} variant="filled" size="lg" style={{ flexShrink: 0 }}>
            {t(`state.${service.status}`)}
          </Badge>
        </Group>
        <Text fz="sm" c="dark.6">
          {service.responseTime === null ? t('responseTimeNone') : t('responseTime', { ms: service.responseTime })}
        </Text>
        <Text fz="sm" c="dark.6">
          {uptimeText}
        </Text>
        {service.uptime !== null ? <Progress value={service.uptime} color={service.uptime >= 99 ? 'teal' : 'yellow'} size="sm" aria-label={uptimeText} /> : null}
        {service.days.length > 0 ? <UptimeBar days={service.days} t={t} locale={locale} /> : null}
      </Stack>
    </Paper>
  );
}

/** 90 thin bars, oldest first (right to left in Arabic, like the text); each day says its figure on hover. */
function UptimeBar({ days, t, locale }: { days: ServiceStatusDto['days']; t: T; locale: Locale }) {
  return (
    <div className={classes.days} role="img" aria-label={t('uptimeBar')}>
      {days.map(({ day, uptime }) => (
        <span
          key={day}
          className={classes.day}
          style={{ background: dayColor(uptime) }}
          title={uptime === null ? t('dayNone', { day: formatStatusDay(day, locale) }) : t('day', { day: formatStatusDay(day, locale), percent: formatPercent(uptime, locale) })}
        />
      ))}
    </div>
  );
}

/** The incidents in progress with their updates, or the empty state. */
export function IncidentList({ incidents, t, locale }: { incidents: IncidentDto[]; t: T; locale: Locale }) {
  if (incidents.length === 0) {
    return (
      <Paper withBorder radius="lg" p="lg" ta="center">
        <Text fw={600}>{t('incidents.none')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      {incidents.map((incident) => (
        <Paper key={incident.id} component="article" aria-labelledby={`incident-${incident.id}`} withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Title id={`incident-${incident.id}`} order={3} fz="md">
                {incident.title}
              </Title>
              <Group gap="xs">
                <Badge color="orange.9" variant="filled">
                  {t(`incident.status.${incident.status}`)}
                </Badge>
                <Badge color={incident.impact === 'minor' ? 'gray.8' : 'red.9'} variant="filled">
                  {t(`incident.impact.${incident.impact}`)}
                </Badge>
              </Group>
            </Group>
            <Text fz="sm" c="dark.5">
              <span suppressHydrationWarning>{t('incidents.since', { time: formatStatusTime(incident.createdAt, locale) })}</span>
            </Text>
            <ul className={classes.updates}>
              {incident.updates.map((update) => (
                <li key={`${update.time}-${update.message}`}>
                  <Text fz="sm" fw={600} span>
                    <time dateTime={update.time} suppressHydrationWarning>{formatStatusTime(update.time, locale)}</time> · {t(`incident.status.${update.status}`)}
                  </Text>
                  <Text fz="sm">{update.message}</Text>
                </li>
              ))}
            </ul>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
