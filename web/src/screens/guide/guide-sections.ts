import type { HelpEntry } from '../../content/help-search';
import type { Translate } from '../../i18n/use-t';
import type { GuideMessageKey } from './guide.fr';

/** The guide's two tabs and their sections; a section's id is its anchor (`/guide#voter`). */
export const GUIDE_TABS = [
  { id: 'utilisateur', sections: ['rechercher', 'voter', 'comprendre-score'] },
  { id: 'commercant', sections: ['compte-commercant', 'relier-reseaux', 'utiliser-tableau-bord'] },
  // The published formula (SCORING.md, version 1); "Pourquoi ce score ?" links to its first section.
  {
    id: 'score',
    sections: ['formule-score', 'formule-reseaux', 'formule-engagement', 'formule-google', 'formule-confiance', 'formule-niveaux', 'formule-fraicheur'],
  },
] as const;

export type GuideTabId = (typeof GUIDE_TABS)[number]['id'];
export type GuideSectionId = (typeof GUIDE_TABS)[number]['sections'][number];

/** The tab holding a section, for `/guide#<section>`; undefined for any other anchor. */
export function tabOfSection(sectionId: string): GuideTabId | undefined {
  return GUIDE_TABS.find(({ sections }) => (sections as readonly string[]).includes(sectionId))?.id;
}

/** Every section of the guide in the current language, as searchable entries linking to its anchor. */
export function guideEntries(t: Translate<GuideMessageKey>): HelpEntry[] {
  return GUIDE_TABS.flatMap(({ sections }) =>
    sections.map((id) => ({ id, title: t(`section.${id}.title`), body: t(`section.${id}.body`), href: `/guide#${id}` })),
  );
}
