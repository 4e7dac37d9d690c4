import { localeFromAcceptLanguage } from './accept-language.js';

describe('the language a request asks for (Accept-Language)', () => {
  it('is French when the request asks for nothing, or for no language of the product', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('fr');
    expect(localeFromAcceptLanguage('')).toBe('fr');
    expect(localeFromAcceptLanguage('*')).toBe('fr');
    expect(localeFromAcceptLanguage('de-DE, es;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('not a header;;,,')).toBe('fr');
  });

  it('takes the interface locale the web app sends, and a regional tag by its language', () => {
    expect(localeFromAcceptLanguage('ar')).toBe('ar');
    expect(localeFromAcceptLanguage('en')).toBe('en');
    expect(localeFromAcceptLanguage('fr')).toBe('fr');
    expect(localeFromAcceptLanguage('ar-MA')).toBe('ar');
    expect(localeFromAcceptLanguage('EN-gb')).toBe('en');
  });

  it('follows the weights, ties in the order written, and skips a language weighted 0', () => {
    expect(localeFromAcceptLanguage('fr;q=0.5, ar;q=0.8, en;q=0.7')).toBe('ar');
    expect(localeFromAcceptLanguage('de, en;q=0.9, fr;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.9, ar;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('ar;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage('ar;q=0')).toBe('fr');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,ar-MA;q=0.8')).toBe('en');
  });

  it('reads a repeated header as one list', () => {
    expect(localeFromAcceptLanguage(['de', 'ar;q=0.5'])).toBe('ar');
  });
});
