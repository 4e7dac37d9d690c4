import { EMPTY_FILTERS, activeFilterCount, emptyResultCause, filtersFromParams, filtersToParams, hasCriteria, searchQueryOf, widerRadiusKm, withoutFilters, type SearchFilters } from './search-filters';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('search filters ↔ address', () => {
  it('reads the home page’s /recherche?q= and writes it back the same', () => {
    const filters = read('q=cafe+rabat');
    expect(filters).toEqual({ ...EMPTY_FILTERS, q: 'cafe rabat' });
    expect(filtersToParams(filters).toString()).toBe('q=cafe+rabat');
  });

  it('keeps every filter through a round trip', () => {
    const filters: SearchFilters = {
      q: 'Café',
      city: 'Fès',
      category: 'cafe',
      minScore: 60,
      sort: 'distance',
      near: { lat: 34.0622, lng: -4.9784, radiusKm: 5 },
      openNow: true,
    };
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(filters).get('open')).toBe('now');
  });

  it('rounds the position to about 11 m in the address', () => {
    const params = filtersToParams({ ...EMPTY_FILTERS, near: { lat: 33.573110123, lng: -7.589843987, radiusKm: 10 } });
    expect(params.get('lat')).toBe('33.5731');
    expect(params.get('lng')).toBe('-7.5898');
  });

  it('ignores values out of bounds or not numbers', () => {
    const filters = read('minScore=150&lat=abc&lng=-7&radiusKm=-5&sort=random');
    expect(filters.minScore).toBeNull();
    expect(filters.near).toBeNull();
    expect(filters.sort).toBe('score');
  });

  it('falls back to the score order when distance has no position', () => {
    expect(read('q=spa&sort=distance').sort).toBe('score');
    expect(read('lat=33.5&lng=-7.6&sort=distance').sort).toBe('distance');
  });

  it('gives near me the default radius when the address has none', () => {
    expect(read('lat=33.5&lng=-7.6').near).toEqual({ lat: 33.5, lng: -7.6, radiusKm: 10 });
  });
});

describe('hasCriteria', () => {
  it('searches only when q or city is non-empty, or a filter is on', () => {
    expect(hasCriteria(EMPTY_FILTERS)).toBe(false);
    expect(hasCriteria({ ...EMPTY_FILTERS, q: '   ' })).toBe(false);
    expect(hasCriteria({ ...EMPTY_FILTERS, q: 'brunch' })).toBe(true);
    expect(hasCriteria({ ...EMPTY_FILTERS, city: 'Rabat' })).toBe(true);
    expect(hasCriteria({ ...EMPTY_FILTERS, category: 'spa' })).toBe(true);
    expect(hasCriteria({ ...EMPTY_FILTERS, near: { lat: 1, lng: 2, radiusKm: 5 } })).toBe(true);
    // "Ouvert maintenant" alone: every venue open now.
    expect(hasCriteria({ ...EMPTY_FILTERS, openNow: true })).toBe(true);
  });

  it('counts the filters beyond q and city', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, q: 'x', category: 'bar', minScore: 80, sort: 'recent' })).toBe(3);
  });
});

describe('searchQueryOf', () => {
  it('sends only what is set, trimmed', () => {
    expect(searchQueryOf({ ...EMPTY_FILTERS, q: '  cafe rabat ' })).toEqual({ q: 'cafe rabat' });
    expect(searchQueryOf({ ...EMPTY_FILTERS, q: 'cafe', openNow: true })).toEqual({ q: 'cafe', open: 'now' });
    expect(searchQueryOf({ ...EMPTY_FILTERS, category: 'hotel', minScore: 40, sort: 'recent' })).toEqual({
      category: 'hotel',
      minScore: 40,
      sort: 'recent',
    });
    expect(searchQueryOf({ ...EMPTY_FILTERS, near: { lat: 33.57311, lng: -7.58984, radiusKm: 25 }, sort: 'distance' })).toEqual({
      lat: 33.5731,
      lng: -7.5898,
      radiusKm: 25,
      sort: 'distance',
    });
  });
});

describe('an empty result, in the terms of the search (issue 29)', () => {
  const near = { lat: 34.02, lng: -6.84, radiusKm: 5 };

  it('speaks of the radius only when there is one, of the filters when there are some, else of the words', () => {
    expect(emptyResultCause({ ...EMPTY_FILTERS, q: 'مقهى', near })).toBe('radius');
    expect(emptyResultCause({ ...EMPTY_FILTERS, q: 'cafe', category: 'spa' })).toBe('filters');
    expect(emptyResultCause({ ...EMPTY_FILTERS, q: 'cafe', city: 'Rabat' })).toBe('filters');
    expect(emptyResultCause({ ...EMPTY_FILTERS, q: 'cafe', openNow: true })).toBe('filters');
    expect(emptyResultCause({ ...EMPTY_FILTERS, q: 'xyzzy' })).toBe('words');
    expect(emptyResultCause({ ...EMPTY_FILTERS, q: 'xyzzy', sort: 'recent' })).toBe('words');
  });

  it('offers the next wider radius, none past the largest', () => {
    expect(widerRadiusKm(5)).toBe(10);
    expect(widerRadiusKm(7)).toBe(10);
    expect(widerRadiusKm(50)).toBeUndefined();
  });

  it('clears the filters but keeps the words and the radius', () => {
    expect(withoutFilters({ ...EMPTY_FILTERS, q: 'riad', city: 'Fès', category: 'riad', minScore: 60, openNow: true, sort: 'recent' })).toEqual({ ...EMPTY_FILTERS, q: 'riad', sort: 'recent' });
    expect(withoutFilters({ ...EMPTY_FILTERS, q: 'riad', category: 'riad', near, sort: 'distance' })).toEqual({ ...EMPTY_FILTERS, q: 'riad', near, sort: 'distance' });
  });
});
