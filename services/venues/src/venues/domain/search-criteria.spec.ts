import { VENUE_QUERY_MESSAGES } from '@lieux/contracts';
import { encodeFeedCursor, decodeFeedCursor, encodeOffsetCursor } from './feed-cursor.js';
import { queryWords, toSearchCriteria } from './search-criteria.js';
import { isVisibleTo } from './visibility.js';
import { slugify } from './venue-slug.js';

describe('the words of a search', () => {
  it('folds case and accents and reads punctuation or SQL as separators', () => {
    expect(queryWords('  Café   FÈS! ')).toEqual(['cafe', 'fes']);
    expect(queryWords("x' OR 1=1; --")).toEqual(['x', 'or', '1']);
    expect(queryWords('')).toEqual([]);
  });

  it('keeps at most eight distinct words', () => {
    expect(queryWords('a b c d e f g h i j a')).toHaveLength(8);
  });
});

describe('search criteria', () => {
  it('asks for latitude and longitude together, and a position for a distance sort or a radius', () => {
    expect(toSearchCriteria({ lat: 34 })).toEqual({ errors: [{ field: 'lng', messages: [VENUE_QUERY_MESSAGES.positionIncomplete] }] });
    expect(toSearchCriteria({ lng: -6 })).toEqual({ errors: [{ field: 'lat', messages: [VENUE_QUERY_MESSAGES.positionIncomplete] }] });
    expect(toSearchCriteria({ sort: 'distance' })).toEqual({ errors: [{ field: 'sort', messages: [VENUE_QUERY_MESSAGES.distanceNeedsPosition] }] });
    expect(toSearchCriteria({ radiusKm: 5 })).toEqual({ errors: [{ field: 'radiusKm', messages: [VENUE_QUERY_MESSAGES.positionIncomplete] }] });
  });

  it('reads a position with its radius, a page from the cursor, and leaves the sort to relevance when none is asked', () => {
    const result = toSearchCriteria({ q: 'Riad', lat: 31.6, lng: -8, radiusKm: 3, cursor: encodeOffsetCursor(20), limit: 10 });
    expect(result).toEqual({ criteria: { words: ['riad'], position: { lat: 31.6, lng: -8, radiusKm: 3 }, offset: 20, limit: 10 } });
  });

  it('refuses a cursor it did not make', () => {
    expect(toSearchCriteria({ cursor: 'abc' })).toEqual({ errors: [{ field: 'cursor', messages: [VENUE_QUERY_MESSAGES.invalidCursor] }] });
    expect(toSearchCriteria({ cursor: encodeOffsetCursor(5000) })).toHaveProperty('errors');
  });
});

describe('the feed cursor', () => {
  it('gives back the position it was made from, PostgreSQL’s timestamp text included', () => {
    const position = { score: 81.3, createdAt: '2026-11-21 10:12:13.123456+00', id: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b' };
    expect(decodeFeedCursor(encodeFeedCursor(position))).toEqual(position);
  });

  it('refuses anything else', () => {
    for (const cursor of ['', 'abc', Buffer.from('[1,2,3]').toString('base64url'), Buffer.from('[1,"x","y"]').toString('base64url')]) {
      expect(decodeFeedCursor(cursor)).toBeUndefined();
    }
  });
});

describe('who sees a venue', () => {
  const owner = { userId: 'owner', role: 'merchant' as const, plan: 'free' as const };
  it('shows approved venues to everyone, others to their owner and admins only', () => {
    expect(isVisibleTo({ status: 'approved', ownerUserId: null }, undefined)).toBe(true);
    expect(isVisibleTo({ status: 'pending', ownerUserId: 'owner' }, undefined)).toBe(false);
    expect(isVisibleTo({ status: 'pending', ownerUserId: 'owner' }, owner)).toBe(true);
    expect(isVisibleTo({ status: 'rejected', ownerUserId: 'owner' }, { ...owner, userId: 'someone' })).toBe(false);
    expect(isVisibleTo({ status: 'rejected', ownerUserId: null }, { userId: 'a', role: 'admin', plan: 'free' })).toBe(true);
  });
});

describe('slugs', () => {
  it('are lower-case ASCII words joined by dashes', () => {
    expect(slugify('Café Tarbouche Talaa-Fès')).toBe('cafe-tarbouche-talaa-fes');
    expect(slugify('Pâtisserie L’Andalouse — Tanger')).toBe('patisserie-l-andalouse-tanger');
  });
});
