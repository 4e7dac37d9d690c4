import type { Locale } from '@lieux/contracts';
import type { MessageCatalog } from './message-catalog';
import { translatorOf } from './translator';

// What usePlural does with a real catalog: FormatJS picks the form by the language's CLDR rule
// and writes the count in the reader's digits.
const COUNTS = [0, 1, 2, 3, 11, 100] as const;

async function say(catalog: MessageCatalog<string>, base: string, locale: Locale): Promise<string[]> {
  const translator = translatorOf(await catalog.load(locale), locale);
  return COUNTS.map((count) => translator.plural(base, count));
}

describe('plurals at 0, 1, 2, 3, 11 and 100, through the real library and catalogues', () => {
  it('the explorer’s count: "0 résultat trouvé", "0 results found", and Arabic’s six forms', async () => {
    const { explorerMessages } = await import('../screens/explorer/explorer.fr');
    expect(await say(explorerMessages, 'count', 'fr')).toEqual([
      '0 résultat trouvé',
      '1 résultat trouvé',
      '2 résultats trouvés',
      '3 résultats trouvés',
      '11 résultats trouvés',
      '100 résultats trouvés',
    ]);
    expect(await say(explorerMessages, 'count', 'en')).toEqual([
      '0 results found',
      '1 result found',
      '2 results found',
      '3 results found',
      '11 results found',
      '100 results found',
    ]);
    expect(await say(explorerMessages, 'count', 'ar')).toEqual([
      'لم يتم العثور على أي نتيجة',
      'تم العثور على نتيجة واحدة',
      'تم العثور على نتيجتين',
      'تم العثور على 3 نتائج',
      'تم العثور على 11 نتيجة',
      'تم العثور على 100 نتيجة',
    ]);
  });

  it('the search’s count', async () => {
    const { searchMessages } = await import('../screens/search/search.fr');
    expect(await say(searchMessages, 'count', 'fr')).toEqual(['0 résultat', '1 résultat', '2 résultats', '3 résultats', '11 résultats', '100 résultats']);
    expect(await say(searchMessages, 'count', 'en')).toEqual(['0 results', '1 result', '2 results', '3 results', '11 results', '100 results']);
    expect(await say(searchMessages, 'count', 'ar')).toEqual(['لا نتائج', 'نتيجة واحدة', 'نتيجتان', '3 نتائج', '11 نتيجة', '100 نتيجة']);
  });

  it('a venue’s votes', async () => {
    const { venuesMessages } = await import('../venues/venues.fr');
    expect(await say(venuesMessages, 'voteCount', 'fr')).toEqual(['0 vote', '1 vote', '2 votes', '3 votes', '11 votes', '100 votes']);
    expect(await say(venuesMessages, 'voteCount', 'en')).toEqual(['0 votes', '1 vote', '2 votes', '3 votes', '11 votes', '100 votes']);
    expect(await say(venuesMessages, 'voteCount', 'ar')).toEqual(['لا أصوات', 'صوت واحد', 'صوتان', '3 أصوات', '11 صوتًا', '100 صوت']);
  });

  it('writes a large count with the language’s grouping, in Latin digits in Arabic too', async () => {
    const { searchMessages } = await import('../screens/search/search.fr');
    const inArabic = translatorOf(await searchMessages.load('ar'), 'ar');
    expect(inArabic.plural('countMore', 1000)).toBe('أكثر من 1.000 نتيجة');
    const inEnglish = translatorOf(await searchMessages.load('en'), 'en');
    expect(inEnglish.plural('countMore', 1000)).toBe('More than 1,000 results');
  });
});
