import { OPENING_DAYS, type OpeningDay, type OpeningPeriodDto } from '@lieux/contracts';

/** A venue's opening periods by day of the week, Monday first; a day without a period is closed. */
export function periodsByDay(periods: readonly OpeningPeriodDto[]): { day: OpeningDay; periods: OpeningPeriodDto[] }[] {
  return OPENING_DAYS.map((day) => ({
    day,
    periods: periods.filter((period) => period.day === day).sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
}

/** The day's name in the reader's language ('lundi', 'Monday', 'الاثنين'): 2024-01-01 was a Monday. */
export function dayName(day: OpeningDay, locale: string): string {
  const date = new Date(Date.UTC(2024, 0, 1 + OPENING_DAYS.indexOf(day), 12));
  return date.toLocaleDateString(locale, { weekday: 'long', timeZone: 'UTC' });
}
