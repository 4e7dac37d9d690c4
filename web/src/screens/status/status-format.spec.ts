import { dayColor, formatPercent, formatStatusTime } from './status-format';

describe('status page formats', () => {
  it('writes the last update in Moroccan time, in the reader’s language', () => {
    expect(formatStatusTime('2026-11-21T22:05:09Z', 'fr')).toContain('23:05:09');
    expect(formatStatusTime('2026-11-21T22:05:09Z', 'fr')).toMatch(/nov/);
    expect(formatStatusTime('2026-11-21T22:05:09Z', 'en')).toMatch(/Nov/);
  });

  it('writes percentages with the reader’s decimal mark', () => {
    expect(formatPercent(99.95, 'fr')).toBe('99,95');
    expect(formatPercent(99.95, 'en')).toBe('99.95');
  });

  it('colours a day by its uptime, grey without a measure', () => {
    expect(dayColor(null)).toContain('gray');
    expect(dayColor(100)).toContain('teal');
    expect(dayColor(95)).toContain('yellow');
    expect(dayColor(50)).toContain('red');
  });
});
