import { PLACE_NAMES_FR, placeMessagesOf } from '@lieux/contracts';
import { PLACE_NAMES_AR } from '@lieux/contracts/place-names.ar';
import { PLACE_NAMES_EN } from '@lieux/contracts/place-names.en';
import { cityLabel, countryLabel, tagLabel } from './place-label';

const translator = (messages: Readonly<Record<string, string>>) => (key: string) => messages[key] ?? `missing ${key}`;
const ar = translator(placeMessagesOf(PLACE_NAMES_AR));
const en = translator(placeMessagesOf(PLACE_NAMES_EN));
const fr = translator(placeMessagesOf(PLACE_NAMES_FR));

describe('city and tag labels in the reader’s language (issue 29 §2)', () => {
  it('names a city the product knows in Arabic and English, however its French name was typed', () => {
    expect(cityLabel(ar, 'Rabat')).toBe('الرباط');
    expect(cityLabel(ar, 'fes')).toBe('فاس');
    expect(cityLabel(en, 'Marrakech')).toBe('Marrakesh');
    expect(cityLabel(fr, 'TANGER')).toBe('Tanger');
  });

  it('keeps a city it does not know as it was written', () => {
    expect(cityLabel(ar, 'Imlil')).toBe('Imlil');
  });

  it('names Morocco in each language', () => {
    expect([countryLabel(fr, 'Maroc'), countryLabel(en, 'Maroc'), countryLabel(ar, 'Maroc')]).toEqual(['Maroc', 'Morocco', 'المغرب']);
    expect(countryLabel(ar, 'France')).toBe('France');
  });

  it('names the seeded tags in each language and keeps a merchant’s own tag', () => {
    expect(tagLabel(ar, { id: 'terrasse', name: 'Terrasse' })).toBe('تراس');
    expect(tagLabel(en, { id: 'vue-mer', name: 'Vue sur mer' })).toBe('Sea view');
    expect(tagLabel(ar, { id: 'toit-terrasse', name: 'Toit terrasse' })).toBe('Toit terrasse');
  });
});
