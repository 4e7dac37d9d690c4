import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('accepts a stored fr, en or ar', () => {
    expect(resolveLocale('fr', ['en-US'])).toBe('fr');
    expect(resolveLocale('en', ['fr-FR'])).toBe('en');
    expect(resolveLocale('ar', ['fr-FR'])).toBe('ar');
  });

  it('ignores a stored value that is not exactly a supported locale', () => {
    expect(resolveLocale('de', ['en-GB'])).toBe('en');
    expect(resolveLocale('AR', ['en-GB'])).toBe('en');
    expect(resolveLocale('fr-FR', ['ar-MA'])).toBe('ar');
    expect(resolveLocale('', ['en'])).toBe('en');
    expect(resolveLocale('"ar"', [])).toBe('fr');
  });

  it('falls back to the browser language when supported, region ignored', () => {
    expect(resolveLocale(null, ['ar-MA', 'fr'])).toBe('ar');
    expect(resolveLocale(undefined, ['EN-us'])).toBe('en');
    expect(resolveLocale(null, ['fr-CA'])).toBe('fr');
  });

  it('takes the first supported language of the browser preferences', () => {
    expect(resolveLocale(null, ['de-DE', 'es', 'en-GB', 'fr'])).toBe('en');
  });

  it('defaults to French when nothing is supported', () => {
    expect(resolveLocale(null, ['de-DE', 'es'])).toBe('fr');
    expect(resolveLocale(null, [])).toBe('fr');
    expect(resolveLocale('xx', [''])).toBe('fr');
  });
});
