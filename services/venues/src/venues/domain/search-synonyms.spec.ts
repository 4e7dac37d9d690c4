import { SUPPORTED_LOCALES } from '@lieux/contracts';
import { CITY_NAMES, TAG_NAMES } from '@lieux/contracts/place-names';
import { SEED_CATEGORIES } from '../../migrations/migration-20261121000100-categories.js';
import { DEMO_TAGS, DEMO_VENUES } from '../demo/demo-venues.data.js';
import { CITIES } from '../generator/synthetic-venues.js';
import { queryWords } from './search-criteria.js';
import { cityNamed, readSynonyms, SYNONYM_GROUPS, synonymGroupOf } from './search-synonyms.js';

const groupOf = (text: string) => readSynonyms(queryWords(text)).map((term) => term.group?.fr);

describe('the search synonyms (search-synonyms.data.ts)', () => {
  it('give every category, tag and city the product knows a group, under the name it stores', () => {
    for (const category of SEED_CATEGORIES) expect(groupOf(category.name)).toEqual([category.name]);
    for (const tag of DEMO_TAGS) expect([tag.name, 'Rooftop', 'Spa']).toContain(groupOf(tag.name)[0]);
    const cities = new Set([...DEMO_VENUES.map((venue) => venue.city), ...CITIES.map(([name]) => name)]);
    for (const city of cities) expect(groupOf(city)).toEqual([city]);
  });

  it('read every city and tag name the web app shows (libs/contracts place-names), in each language, as its group', () => {
    for (const names of CITY_NAMES) for (const locale of SUPPORTED_LOCALES) expect(`${names[locale]} → ${cityNamed(names[locale])}`).toBe(`${names[locale]} → ${names.fr}`);
    for (const names of Object.values(TAG_NAMES)) {
      const groups = SUPPORTED_LOCALES.map((locale) => groupOf(names[locale]));
      expect(groups.every((group) => group.length === 1 && group[0] !== undefined && group[0] === groups[0]![0])).toBe(true);
    }
    expect(groupOf('سبا وعافية')).toEqual(['Spa']);
  });

  it('give each group a form in Arabic script', () => {
    for (const group of SYNONYM_GROUPS) expect(`${group.fr}: ${group.forms.some((form) => /\p{Script=Arabic}/u.test(form.join(' ')))}`).toBe(`${group.fr}: true`);
  });

  it('put each form in one group only', () => {
    const owner = new Map<string, string>();
    for (const group of SYNONYM_GROUPS) {
      for (const form of group.forms) {
        const key = form.join(' ');
        expect(`${key} → ${owner.get(key) ?? group.fr}`).toBe(`${key} → ${group.fr}`);
        owner.set(key, group.fr);
      }
    }
  });

  it('read "مقهى الرباط", "coffee rabat", "9ahwa rabat" and "cafe rabat" as the same two groups', () => {
    for (const query of ['مقهى الرباط', 'مُقْهَى الرِّبَاط', 'coffee rabat', '9ahwa rabat', 'cafe rabat', 'Café Rabat', 'قهوة رباط']) {
      expect(groupOf(query)).toEqual(['Café', 'Rabat']);
    }
  });

  it('read the longest form first: "الدار البيضاء", "Dar el Beida", "casa" are Casablanca', () => {
    for (const query of ['الدار البيضاء', 'Dar el Beida', 'casa', 'Casablanca', 'كازا']) expect(groupOf(query)).toEqual(['Casablanca']);
    expect(groupOf('riad dar el beida')).toEqual(['Riad', 'Casablanca']);
    expect(groupOf('salon de thé fes')).toEqual(["Salon de thé", 'Fès']);
  });

  it('leave words that are no form as they are', () => {
    expect(readSynonyms(['yasmine', 'rabat'])).toEqual([{ words: ['yasmine'] }, { words: ['rabat'], group: synonymGroupOf('rabat') }]);
    expect(groupOf('vue rabat')).toEqual([undefined, 'Rabat']);
  });

  it('name a city filter given in Arabic or Darija by the city venues store', () => {
    expect(cityNamed('الرباط')).toBe('Rabat');
    expect(cityNamed('Fez')).toBe('Fès');
    expect(cityNamed('Café')).toBe('Café');
    expect(cityNamed('Ville inconnue')).toBe('Ville inconnue');
  });
});
