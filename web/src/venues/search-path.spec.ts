import { searchPath } from './search-path';

describe('searchPath', () => {
  it('leads to /recherche with the trimmed text as q', () => {
    expect(searchPath('  Café  ')).toBe('/recherche?q=Caf%C3%A9');
    expect(new URLSearchParams(searchPath('Restaurants Casablanca')?.split('?')[1]).get('q')).toBe(
      'Restaurants Casablanca',
    );
  });

  it('encodes characters that would break the query string', () => {
    expect(new URLSearchParams(searchPath('a&b=c #1')?.split('?')[1]).get('q')).toBe('a&b=c #1');
  });

  it('goes nowhere for an empty or blank text', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });
});
