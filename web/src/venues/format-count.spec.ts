import { formatCount, formatRating, formatScore } from './format-count';

// Intl separates the number from 'k' with a narrow no-break space in French.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCount', () => {
  it('shows counts up to 999 as they are', () => {
    expect(formatCount(0, 'fr')).toBe('0');
    expect(formatCount(950, 'fr')).toBe('950');
  });

  it('shows counts over 1000 in thousands, "1,2 k" in French', () => {
    expect(plain(formatCount(1200, 'fr'))).toBe('1,2 k');
    expect(plain(formatCount(12400, 'fr'))).toBe('12,4 k');
    expect(plain(formatCount(1000, 'fr'))).toBe('1 k');
  });

  it("uses each reader's own abbreviation", () => {
    expect(formatCount(1200, 'en')).toBe('1.2K');
    expect(formatCount(1200, 'ar')).toMatch(/^1[.,٫]2\s?ألف$/);
  });

  it('goes on to millions', () => {
    expect(plain(formatCount(1_500_000, 'fr'))).toBe('1,5 M');
  });
});

describe('formatRating and formatScore', () => {
  it('writes a rating with one decimal in the reader’s notation', () => {
    expect(formatRating(4.6, 'fr')).toBe('4,6');
    expect(formatRating(4, 'en')).toBe('4.0');
  });

  it('rounds a score to a whole number', () => {
    expect(formatScore(81.6)).toBe('82');
    expect(formatScore(40)).toBe('40');
  });
});
