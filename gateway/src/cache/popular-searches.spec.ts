import { POPULAR_SEARCH_TEXTS, TRENDING_TAG_TEXTS } from '@lieux/contracts';
import { isHomeSearch, PopularSearches } from './popular-searches.js';

const query = (text: string) => new URLSearchParams(text);

function searchesAt(threshold = 3) {
  let now = 0;
  const searches = new PopularSearches({ threshold, windowMs: 60_000, maxTracked: 2, now: () => now });
  return { searches, advance: (ms: number) => (now += ms) };
}

describe('the home page’s searches', () => {
  it('are its popular searches and trending tags as its links ask them, any page, and its "recently added" card', () => {
    for (const text of [...POPULAR_SEARCH_TEXTS, ...TRENDING_TAG_TEXTS]) expect(isHomeSearch(new URLSearchParams({ q: text }))).toBe(true);
    expect(isHomeSearch(query('q=caf%C3%A9s+rabat&cursor=abc'))).toBe(true);
    expect(isHomeSearch(query('sort=recent&limit=4'))).toBe(true);
  });

  it('are not the same words with a filter, nor other words', () => {
    expect(isHomeSearch(query('q=Caf%C3%A9s+Rabat&open=now'))).toBe(false);
    expect(isHomeSearch(query('q=Caf%C3%A9s+F%C3%A8s'))).toBe(false);
    expect(isHomeSearch(query('sort=recent&limit=20'))).toBe(false);
  });
});

describe('PopularSearches', () => {
  it('admits a home page search from its first ask', () => {
    expect(searchesAt().searches.admit('/api/venues?q=Brunch')).toBe(true);
  });

  it('admits another search from its third ask within the window and the one before, not once they are past', () => {
    const { searches, advance } = searchesAt();
    expect(searches.admit('/api/venues?q=riad')).toBe(false);
    advance(59_000);
    expect(searches.admit('/api/venues?q=riad')).toBe(false);
    advance(2_000); // a new window: the previous one still counts
    expect(searches.admit('/api/venues?q=riad')).toBe(true);
    advance(120_000); // two windows later, forgotten
    expect(searches.admit('/api/venues?q=riad')).toBe(false);
  });

  it('counts no more distinct searches than maxTracked within a window', () => {
    const { searches } = searchesAt(2);
    searches.admit('/api/venues?q=one');
    searches.admit('/api/venues?q=two');
    searches.admit('/api/venues?q=three');
    expect(searches.admit('/api/venues?q=three')).toBe(false);
    expect(searches.admit('/api/venues?q=two')).toBe(true);
  });
});
