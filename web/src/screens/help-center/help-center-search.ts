import { searchHelp, type HelpEntry } from '../../content/help-search';
import type { Translate } from '../../i18n/use-t';
import { faqEntries } from '../faq/faq-entries';
import type { FaqItemId } from '../faq/faq-items';
import type { FaqMessageKey } from '../faq/faq.fr';
import { guideEntries } from '../guide/guide-sections';
import type { GuideMessageKey } from '../guide/guide.fr';

export interface HelpCenterResult extends HelpEntry {
  source: 'faq' | 'guide';
}

/** The FAQ anchors the help centre links to (spec), in its order; `scores-lieux` is `scores-{product}`. */
export const HELP_CENTER_TOPICS: readonly FaqItemId[] = [
  'comment-voter',
  'scores-lieux',
  'recherche-avancee',
  'compte-utilisateur',
  'revendiquer-lieu',
  'connecter-reseaux',
  'ameliorer-score',
  'tableau-bord',
];

/** One search over the FAQ and the guide together: FAQ answers first, then guide sections. */
export function searchHelpCenter(faqT: Translate<FaqMessageKey>, guideT: Translate<GuideMessageKey>, query: string): HelpCenterResult[] {
  const entries: HelpCenterResult[] = [
    ...faqEntries(faqT).map((entry) => ({ ...entry, source: 'faq' as const })),
    ...guideEntries(guideT).map((entry) => ({ ...entry, source: 'guide' as const })),
  ];
  return searchHelp(entries, query);
}
