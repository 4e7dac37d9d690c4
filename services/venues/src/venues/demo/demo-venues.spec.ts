import { scoreBand, SEEDED_CATEGORY_IDS } from '@lieux/contracts';
import { SCORE_WEIGHTS } from '../domain/demo-scores.js';
import { DEMO_TAGS } from './demo-venues.data.js';
import { DEMO_VENUE_ROWS } from './demo-venues.js';

describe('the demo venues', () => {
  it('are at least 60, with unique slugs, in the six cities and every category', () => {
    expect(DEMO_VENUE_ROWS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEMO_VENUE_ROWS.map((row) => row.slug)).size).toBe(DEMO_VENUE_ROWS.length);
    expect(new Set(DEMO_VENUE_ROWS.map((row) => row.city))).toEqual(new Set(['Casablanca', 'Rabat', 'Marrakech', 'Tanger', 'Fès', 'Agadir']));
    expect(new Set(DEMO_VENUE_ROWS.map((row) => row.categoryId))).toEqual(new Set(SEEDED_CATEGORY_IDS));
  });

  it('cover every score colour band, unscored venues and a few pending or rejected ones', () => {
    const bands = new Set(DEMO_VENUE_ROWS.flatMap((row) => (row.scores ? [scoreBand(row.scores.score)] : [])));
    expect(bands).toEqual(new Set(['excellent', 'very-good', 'good', 'low']));
    expect(DEMO_VENUE_ROWS.some((row) => row.status === 'approved' && row.scores === null)).toBe(true);
    expect(DEMO_VENUE_ROWS.filter((row) => row.status === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(DEMO_VENUE_ROWS.some((row) => row.status === 'rejected')).toBe(true);
  });

  it('give each composite score as the weighted sum of its five platform scores', () => {
    for (const { scores } of DEMO_VENUE_ROWS) {
      if (!scores) continue;
      const sum = SCORE_WEIGHTS.ig * scores.ig + SCORE_WEIGHTS.tt * scores.tt + SCORE_WEIGHTS.fb * scores.fb + SCORE_WEIGHTS.li * scores.li + SCORE_WEIGHTS.gb * scores.gb;
      expect(Math.abs(scores.score - sum)).toBeLessThan(0.1);
    }
  });

  it('only use known tags, and place each venue in Morocco near its city', () => {
    const tags = new Set(DEMO_TAGS.map((tag) => tag.id));
    const centres: Record<string, [number, number]> = { Casablanca: [33.58, -7.6], Rabat: [34.0, -6.84], Marrakech: [31.63, -8.0], Tanger: [35.78, -5.81], Fès: [34.05, -4.99], Agadir: [30.42, -9.6] };
    for (const row of DEMO_VENUE_ROWS) {
      for (const tag of row.tags) expect(tags).toContain(tag);
      const [lat, lng] = centres[row.city];
      expect(Math.abs(row.latitude - lat) + Math.abs(row.longitude - lng)).toBeLessThan(0.5);
    }
  });
});
