import type { ConnectionProvider, Locale, PlatformContributionDto, ScoreHistoryPointDto } from '@lieux/contracts';

/** One decimal, as the breakdown states its points ("24,5 / 35"). */
export function roundPoints(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The bar chart's rows: per platform, the points it brings and the points left to its maximum. */
export function contributionBars(platforms: readonly PlatformContributionDto[], labels: Readonly<Record<ConnectionProvider, string>>) {
  return platforms.map((platform) => {
    const contribution = roundPoints(platform.contribution);
    return { platform: labels[platform.provider], contribution, remaining: roundPoints(Math.max(0, platform.maxContribution - contribution)) };
  });
}

/** `2026-11-21` → `21 nov.` in the reader's language (the day is already a Casablanca day). */
export function dayLabel(day: string, locale: Locale): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A line of the score history chart: whose score (`label`) and its daily points. */
export interface ScoreHistoryLine {
  label: string;
  history: readonly ScoreHistoryPointDto[];
}

/**
 * The line chart's rows: one per day any line has a point, oldest first, each line's score (one
 * decimal) under its own key (`s0`, `s1`…); a day a line lacks stays empty (the chart joins around it).
 */
export function historyRows(lines: readonly ScoreHistoryLine[], locale: Locale): Record<string, string | number>[] {
  const days = new Map<string, Record<string, string | number>>();
  lines.forEach(({ history }, index) => {
    for (const { day, score } of history) {
      const row = days.get(day) ?? { day: dayLabel(day, locale) };
      row[`s${index}`] = roundPoints(score);
      days.set(day, row);
    }
  });
  return [...days.keys()].sort().map((day) => days.get(day) as Record<string, string | number>);
}
