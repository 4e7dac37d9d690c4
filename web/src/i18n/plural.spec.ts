import { plural, pluralTemplate, type PluralForms } from './plural';
import { formatMessage } from './format-message';
import { INTL_LOCALES } from './intl-locales';

const results: PluralForms = { one: '{count} résultat', other: '{count} résultats' };
const arabic: PluralForms = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };

describe('plural', () => {
  it('French: 0 and 1 are singular, 2, 11 and 100 plural', () => {
    const pick = (count: number) => plural(INTL_LOCALES.fr, count, results);
    expect([0, 1, 2, 11, 100].map(pick)).toEqual(['{count} résultat', '{count} résultat', '{count} résultats', '{count} résultats', '{count} résultats']);
  });

  it('English: only 1 is singular', () => {
    const pick = (count: number) => plural(INTL_LOCALES.en, count, { one: 'result', other: 'results' });
    expect([0, 1, 2, 11, 100].map(pick)).toEqual(['results', 'result', 'results', 'results', 'results']);
  });

  it('Arabic: zero, one, two, few (3–10), many (11–99), other (100)', () => {
    const pick = (count: number) => plural(INTL_LOCALES.ar, count, arabic);
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map(pick)).toEqual(['zero', 'one', 'two', 'few', 'few', 'many', 'many', 'other', 'other']);
  });

  it('falls back to `other` for a form the message does not give', () => {
    expect(plural(INTL_LOCALES.ar, 2, { one: 'one', other: 'other' })).toBe('other');
    // French says "many" of a million: the message's `other` serves.
    expect(plural(INTL_LOCALES.fr, 1_000_000, results)).toBe('{count} résultats');
  });
});

describe('pluralTemplate', () => {
  it('reads the `<base>#<category>` keys of a catalog, `#other` for a form the catalog lacks', () => {
    const messages = { 'count#one': 'un', 'count#other': 'des', 'count#few': 'quelques', 'title': 'Titre' };
    expect(pluralTemplate(messages, 'count', 'ar-MA', 5)).toBe('quelques');
    expect(pluralTemplate(messages, 'count', 'ar-MA', 2)).toBe('des');
    expect(pluralTemplate(messages, 'count', 'fr-MA', 0)).toBe('un');
  });
});

describe('the explorer’s count in the three languages, at 0, 1, 2, 11 and 100', () => {
  // What usePlural does with a catalog: pick the form, fill {count}.
  const say = async (locale: 'fr' | 'en' | 'ar', count: number) => {
    const { explorerMessages } = await import('../screens/explorer/explorer.fr');
    const messages = await explorerMessages.load(locale);
    return formatMessage(pluralTemplate(messages, 'count', INTL_LOCALES[locale], count), { count });
  };
  const counts = [0, 1, 2, 11, 100];

  it('French: "0 résultat trouvé", "1 résultat trouvé", "2 résultats trouvés"…', async () => {
    expect(await Promise.all(counts.map((count) => say('fr', count)))).toEqual([
      '0 résultat trouvé',
      '1 résultat trouvé',
      '2 résultats trouvés',
      '11 résultats trouvés',
      '100 résultats trouvés',
    ]);
  });

  it('English: "0 results found", "1 result found"…', async () => {
    expect(await Promise.all(counts.map((count) => say('en', count)))).toEqual([
      '0 results found',
      '1 result found',
      '2 results found',
      '11 results found',
      '100 results found',
    ]);
  });

  it('Arabic: its own forms for none, one, two, 11 (many) and 100 (other)', async () => {
    expect(await Promise.all(counts.map((count) => say('ar', count)))).toEqual([
      'لم يتم العثور على أي نتيجة',
      'تم العثور على نتيجة واحدة',
      'تم العثور على نتيجتين',
      'تم العثور على 11 نتيجة',
      'تم العثور على 100 نتيجة',
    ]);
    expect(await say('ar', 3)).toBe('تم العثور على 3 نتائج');
  });
});
