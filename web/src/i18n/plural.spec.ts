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

  it('the FAQ’s questions and the map’s places', async () => {
    const { faqMessages } = await import('../screens/faq/faq.fr');
    expect(await say(faqMessages, 'count.all', 'fr')).toEqual(['0 question', '1 question', '2 questions', '3 questions', '11 questions', '100 questions']);
    expect(await say(faqMessages, 'count.all', 'en')).toEqual(['0 questions', '1 question', '2 questions', '3 questions', '11 questions', '100 questions']);
    expect(await say(faqMessages, 'count.all', 'ar')).toEqual(['لا أسئلة', 'سؤال واحد', 'سؤالان', '3 أسئلة', '11 سؤالًا', '100 سؤال']);
    const { mapMessages } = await import('../map/map.fr');
    expect(await say(mapMessages, 'areaCount', 'fr')).toEqual([
      '0 lieu dans la zone',
      '1 lieu dans la zone',
      '2 lieux dans la zone',
      '3 lieux dans la zone',
      '11 lieux dans la zone',
      '100 lieux dans la zone',
    ]);
    expect(await say(mapMessages, 'areaCount', 'en')).toEqual([
      '0 places in this area',
      '1 place in this area',
      '2 places in this area',
      '3 places in this area',
      '11 places in this area',
      '100 places in this area',
    ]);
    expect(await say(mapMessages, 'areaCount', 'ar')).toEqual([
      'لا أماكن في هذه المنطقة',
      'مكان واحد في هذه المنطقة',
      'مكانان في هذه المنطقة',
      '3 أماكن في هذه المنطقة',
      '11 مكانًا في هذه المنطقة',
      '100 مكان في هذه المنطقة',
    ]);
  });

  it('keeps the other placeholders of a plural form: the FAQ’s results for a query', async () => {
    const { faqMessages } = await import('../screens/faq/faq.fr');
    const inFrench = translatorOf(await faqMessages.load('fr'), 'fr');
    expect(inFrench.plural('count.results', 0, { query: 'vote' })).toBe('0 résultat pour « vote »');
    expect(inFrench.plural('count.results', 2, { query: 'vote' })).toBe('2 résultats pour « vote »');
    const inArabic = translatorOf(await faqMessages.load('ar'), 'ar');
    expect(inArabic.plural('count.results', 2, { query: 'vote' })).toBe('نتيجتان لـ «vote»');
  });

  it('writes a large count with the language’s grouping, in Latin digits in Arabic too', async () => {
    const { searchMessages } = await import('../screens/search/search.fr');
    const inArabic = translatorOf(await searchMessages.load('ar'), 'ar');
    expect(inArabic.plural('countMore', 1000)).toBe('أكثر من 1.000 نتيجة');
    const inEnglish = translatorOf(await searchMessages.load('en'), 'en');
    expect(inEnglish.plural('countMore', 1000)).toBe('More than 1,000 results');
  });
});
