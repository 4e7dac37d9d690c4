import { formatScoreAge, isStale, scoreAge } from './score-age';

const at = (iso: string) => new Date(iso);

describe('the score’s age', () => {
  it('reads in the largest unit that fits', () => {
    expect(scoreAge('2026-11-22T03:00:00Z', at('2026-11-22T03:00:40Z'))).toEqual({ unit: 'now' });
    expect(scoreAge('2026-11-22T03:00:00Z', at('2026-11-22T03:25:10Z'))).toEqual({ unit: 'minute', value: 25 });
    expect(scoreAge('2026-11-22T03:00:00Z', at('2026-11-22T06:59:00Z'))).toEqual({ unit: 'hour', value: 3 });
    expect(scoreAge('2026-11-20T03:00:00Z', at('2026-11-22T04:00:00Z'))).toEqual({ unit: 'day', value: 2 });
  });

  it('reads a server clock slightly ahead as just computed', () => {
    expect(scoreAge('2026-11-22T03:00:05Z', at('2026-11-22T03:00:00Z'))).toEqual({ unit: 'now' });
  });

  it('is written in the reader’s language: "il y a 3 h"', () => {
    // Intl writes no-break spaces; a reader sees spaces.
    const spaced = (text: string | null) => text?.replace(/\s/gu, ' ');
    expect(spaced(formatScoreAge({ unit: 'hour', value: 3 }, 'fr'))).toBe('il y a 3 h');
    expect(spaced(formatScoreAge({ unit: 'hour', value: 3 }, 'en'))).toBe('3 hr. ago');
    expect(formatScoreAge({ unit: 'now' }, 'fr')).toBeNull();
  });

  it('is stale after the daily run’s 24 h', () => {
    expect(isStale('2026-11-21T03:00:00Z', at('2026-11-22T02:59:00Z'))).toBe(false);
    expect(isStale('2026-11-21T03:00:00Z', at('2026-11-22T03:01:00Z'))).toBe(true);
  });
});
