import { searchHelp } from '../../content/help-search';
import { formatMessage } from '../../i18n/format-message';
import { faqEntries, groupByCategory, isFaqItemId } from './faq-entries';
import { FAQ_CATEGORIES } from './faq-items';
import { faqFr, type FaqMessageKey } from './faq.fr';

const t = (key: FaqMessageKey, params?: Record<string, string | number>) => formatMessage(faqFr[key], params);
const entries = faqEntries(t as never);

describe('the FAQ search', () => {
  it('has six categories and counts every question when nothing is typed', () => {
    expect(FAQ_CATEGORIES).toHaveLength(6);
    const all = searchHelp(entries, '');
    expect(all).toHaveLength(20);
    expect(groupByCategory(all)).toHaveLength(6);
  });

  it('narrows on questions and answers, accents ignored, and counts the results', () => {
    const results = searchHelp(entries, 'RESEAUX');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThan(entries.length);
    expect(results.map((entry) => entry.id)).toContain('connecter-reseaux');
    expect(searchHelp(entries, 'Casablanca').map((entry) => entry.id)).toEqual(['mise-a-jour-score']);
  });

  it('leaves out the categories with no result, and finds nothing for unknown words', () => {
    const groups = groupByCategory(searchHelp(entries, 'Instagram'));
    expect(groups.map((group) => group.categoryId)).not.toContain('compte');
    expect(searchHelp(entries, 'xylophone')).toEqual([]);
    expect(groupByCategory([])).toEqual([]);
  });

  it('links each entry to its anchor, including the eight the help centre names', () => {
    for (const anchor of ['comment-voter', 'scores-lieux', 'recherche-avancee', 'compte-utilisateur', 'revendiquer-lieu', 'connecter-reseaux', 'ameliorer-score', 'tableau-bord']) {
      expect(isFaqItemId(anchor)).toBe(true);
      expect(entries.find((entry) => entry.id === anchor)?.href).toBe(`/faq#${anchor}`);
    }
    expect(isFaqItemId('nope')).toBe(false);
  });
});
