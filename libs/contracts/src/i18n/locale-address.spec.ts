import { localeOfQuery, pathInLocale } from './locale-address.js';

describe('a page’s address in each language (?lang=)', () => {
  it('reads the language an address names, and none for one the product does not have', () => {
    expect(localeOfQuery('?lang=ar')).toBe('ar');
    expect(localeOfQuery('q=cafe&lang=en')).toBe('en');
    expect(localeOfQuery(new URLSearchParams('lang=fr'))).toBe('fr');
    expect(localeOfQuery('?lang=de')).toBeUndefined();
    expect(localeOfQuery('')).toBeUndefined();
  });

  it('writes the address in a language, keeping the page’s other parameters and anchor; French has no parameter', () => {
    expect(pathInLocale('/faq', 'ar')).toBe('/faq?lang=ar');
    expect(pathInLocale('/recherche?q=caf%C3%A9&city=Rabat', 'en')).toBe('/recherche?q=caf%C3%A9&city=Rabat&lang=en');
    expect(pathInLocale('/recherche?lang=ar&q=riad', 'fr')).toBe('/recherche?q=riad');
    expect(pathInLocale('/guide?lang=en#formule-score', 'ar')).toBe('/guide?lang=ar#formule-score');
    expect(pathInLocale('/', 'fr')).toBe('/');
  });
});
