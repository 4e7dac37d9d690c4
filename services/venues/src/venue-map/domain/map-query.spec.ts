import { MAP_QUERY_MESSAGES, VENUE_QUERY_MESSAGES, clusterCellDegrees } from '@lieux/contracts';
import { MAX_CELLS_PER_SIDE, toMapQuery as toMapQueryAt } from './map-query.js';

/** A Tuesday at 10:00 in Casablanca (09:00 UTC… +01:00 outside Ramadan). */
const NOW = new Date('2026-11-24T09:00:00Z');
const toMapQuery = (request: Parameters<typeof toMapQueryAt>[0]) => toMapQueryAt(request, NOW);

describe('toMapQuery', () => {
  it('reads the area, takes the zoom’s cell and folds the search’s filters', () => {
    const result = toMapQuery({ bbox: '-7.7,33.5,-7.5,33.6', zoom: 13, q: 'Café  Fès!', city: ' Rabat ', minScore: 60 });
    expect(result).toEqual({
      query: {
        bbox: { west: -7.7, south: 33.5, east: -7.5, north: 33.6 },
        cellDegrees: clusterCellDegrees(13),
        filters: { words: ['cafe', 'fes'], city: 'Rabat', minScore: 60 },
      },
    });
  });

  it('groups an area far larger than a screen in bigger cells of the same grid, never more than the cap a side', () => {
    const result = toMapQuery({ bbox: '-180,-80,180,80', zoom: 18 });
    if (!('query' in result)) throw new Error('refused');
    const ratio = result.query.cellDegrees / clusterCellDegrees(18);
    expect(Number.isInteger(Math.log2(ratio))).toBe(true);
    expect(360 / result.query.cellDegrees).toBeLessThanOrEqual(MAX_CELLS_PER_SIDE);
  });

  it('refuses an area or a zoom it cannot read, in French, field by field', () => {
    expect(toMapQuery({ bbox: '-7.5,33.5,-7.7,33.6', zoom: 2.5 })).toEqual({
      errors: [
        { field: 'bbox', messages: [MAP_QUERY_MESSAGES.invalidBbox] },
        { field: 'zoom', messages: [MAP_QUERY_MESSAGES.invalidZoom] },
      ],
    });
    expect(toMapQuery({ bbox: '-200,0,10,10', zoom: 5 })).toEqual({ errors: [{ field: 'bbox', messages: [MAP_QUERY_MESSAGES.invalidBbox] }] });
    expect(toMapQuery({ bbox: '1,2,3', zoom: 5 })).toEqual({ errors: [{ field: 'bbox', messages: [MAP_QUERY_MESSAGES.invalidBbox] }] });
  });

  it('reads "open now" on the clock it is given', () => {
    const result = toMapQuery({ bbox: '-8,33,-7,34', zoom: 9, open: 'now' });
    expect(result).toMatchObject({ query: { filters: { openAt: { date: '2026-11-24', minuteOfDay: 600 } } } });
  });

  it('applies the search’s own rules: a radius needs a position', () => {
    expect(toMapQuery({ bbox: '-8,33,-7,34', zoom: 9, radiusKm: 5 })).toEqual({ errors: [{ field: 'radiusKm', messages: [VENUE_QUERY_MESSAGES.positionIncomplete] }] });
  });
});
