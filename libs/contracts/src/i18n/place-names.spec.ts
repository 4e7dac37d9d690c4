import { SUPPORTED_LOCALES } from './locales.js';
import { CITY_NAMES, cityName, TAG_NAMES, tagName } from './place-names.js';

describe('cities and tags in the reader’s language (issue 29 §2)', () => {
  it('names a city in Arabic and English, whichever way the merchant typed its French name', () => {
    expect(cityName('Fès', 'ar')).toBe('فاس');
    expect(cityName('fes', 'en')).toBe('Fez');
    expect(cityName(' CASABLANCA ', 'ar')).toBe('الدار البيضاء');
    expect(cityName('Marrakesh', 'fr')).toBe('Marrakech');
    expect(cityName('Tanger', 'fr')).toBe('Tanger');
  });

  it('keeps a city it does not know as the merchant wrote it, in every language', () => {
    for (const locale of SUPPORTED_LOCALES) expect(cityName('Imlil', locale)).toBe('Imlil');
  });

  it('names the seeded tags in each language and keeps a merchant’s own tag as written', () => {
    expect(tagName({ id: 'terrasse', name: 'Terrasse' }, 'ar')).toBe('تراس');
    expect(tagName({ id: 'vue-mer', name: 'Vue sur mer' }, 'en')).toBe('Sea view');
    expect(tagName({ id: 'vue-mer', name: 'Vue sur mer' }, 'fr')).toBe('Vue sur mer');
    expect(tagName({ id: 'cuisine-berbere', name: 'Cuisine berbère' }, 'ar')).toBe('Cuisine berbère');
    expect(tagName({ id: 'constructor', name: 'constructor' }, 'ar')).toBe('constructor');
  });

  it('has every name in every language, Arabic in Arabic script, and no city twice', () => {
    for (const names of [...CITY_NAMES, ...Object.values(TAG_NAMES)]) {
      for (const locale of SUPPORTED_LOCALES) expect(names[locale].trim()).not.toBe('');
      expect(`${names.fr}: ${/\p{Script=Arabic}/u.test(names.ar)}`).toBe(`${names.fr}: true`);
    }
    expect(new Set(CITY_NAMES.map((names) => names.fr)).size).toBe(CITY_NAMES.length);
  });
});
