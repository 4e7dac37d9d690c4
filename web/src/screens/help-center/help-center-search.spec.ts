import { formatMessage } from '../../i18n/format-message';
import { faqFr } from '../faq/faq.fr';
import { guideFr } from '../guide/guide.fr';
import { HELP_CENTER_TOPICS, searchHelpCenter } from './help-center-search';

const faqT = ((key: keyof typeof faqFr) => formatMessage(faqFr[key])) as never;
const guideT = ((key: keyof typeof guideFr) => formatMessage(guideFr[key])) as never;

describe('the help centre search', () => {
  it('finds FAQ answers and guide sections together, FAQ first', () => {
    const results = searchHelpCenter(faqT, guideT, 'tableau de bord');
    const sources = results.map((result) => result.source);
    expect(sources).toContain('faq');
    expect(sources).toContain('guide');
    expect(sources.indexOf('guide')).toBeGreaterThan(sources.lastIndexOf('faq'));
    expect(results.map((result) => result.href)).toEqual(expect.arrayContaining(['/faq#tableau-bord', '/guide#utiliser-tableau-bord']));
  });

  it('ignores accents and finds text only the guide holds', () => {
    const results = searchHelpCenter(faqT, guideT, 'VOTE NEGATIF');
    expect(results.map((result) => result.href)).toEqual(['/guide#voter']);
  });

  it('finds nothing for unknown words and everything for a blank query', () => {
    expect(searchHelpCenter(faqT, guideT, 'xylophone')).toEqual([]);
    expect(searchHelpCenter(faqT, guideT, '  ')).toHaveLength(20 + 13); // 20 FAQ answers, 13 guide sections (7 of them the score's formula)
  });

  it('links the eight topics of the spec', () => {
    expect(HELP_CENTER_TOPICS).toHaveLength(8);
  });
});
