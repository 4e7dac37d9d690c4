import type { Locale, OpeningState } from '@lieux/contracts';
import { INTL_LOCALES } from '../i18n/intl-locales';
import type { Translate } from '../i18n/use-t';
import type { HoursMessageKey } from './hours.fr';
import { dayName } from './opening-hours';

/** How a state reads at a glance: its colour. */
export type StateTone = 'open' | 'soon' | 'closed' | 'unknown';

export interface OpeningStateText {
  tone: StateTone;
  /** "Ouvert", "Ferme bientôt", "Fermé"… */
  status: string;
  /** "ferme à 23 h", "ouvre demain à 8 h"; null when there is nothing more to say. */
  detail: string | null;
}

const clockFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A time of day as people write it: "8 h", "8 h 30" and "minuit" in French (its typography), the
 * reader's own clock elsewhere ("8:00", "٨:٠٠" is not used: Arabic here has Latin digits).
 */
export function formatClock(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number);
  if (locale === 'fr') {
    if (hours === 0 && minutes === 0) return 'minuit';
    return minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, '0')}`;
  }
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    clockFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** A period as people read it: "8 h – 23 h 30", "19:30 – 2:00". */
export function formatPeriod(period: { opens: string; closes: string }, locale: Locale): string {
  return `${formatClock(period.opens, locale)} – ${formatClock(period.closes, locale)}`;
}

/** The words of a venue's state: "Fermé · ouvre demain à 8 h", "Ferme bientôt · ferme à 23 h 30". */
export function openingStateText(state: OpeningState, t: Translate<HoursMessageKey>, locale: Locale): OpeningStateText {
  switch (state.status) {
    case 'permanently_closed':
      return { tone: 'closed', status: t('permanentlyClosed'), detail: null };
    case 'unknown':
      return { tone: 'unknown', status: t('unknown'), detail: null };
    case 'open': {
      if (state.closesAt === null) return { tone: 'open', status: t('alwaysOpen'), detail: null };
      const detail = t('closesAt', { time: formatClock(state.closesAt.time, locale) });
      return state.closingSoon ? { tone: 'soon', status: t('closingSoon'), detail } : { tone: 'open', status: t('open'), detail };
    }
    case 'closed': {
      const next = state.opensAt;
      if (next === null) return { tone: 'closed', status: t('closed'), detail: null };
      const time = formatClock(next.time, locale);
      const detail = next.inDays === 0 ? t('opensToday', { time }) : next.inDays === 1 ? t('opensTomorrow', { time }) : t('opensOn', { day: dayName(next.day, locale), time });
      return { tone: 'closed', status: t('closed'), detail };
    }
  }
}
