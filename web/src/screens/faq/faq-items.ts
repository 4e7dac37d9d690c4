/**
 * The FAQ's six categories and their questions, in reading order. An item's id is its anchor
 * (`/faq#comment-voter`) and the key of its texts (`q.<id>`, `a.<id>` in faq.fr.ts); the help
 * centre links to eight of them.
 */
export const FAQ_CATEGORIES = [
  { id: 'decouvrir', items: ['quest-ce-que-lieux', 'recherche-avancee', 'gratuit'] },
  { id: 'votes', items: ['comment-voter', 'retirer-vote', 'favoris'] },
  { id: 'scores', items: ['scores-lieux', 'mise-a-jour-score', 'niveaux-score'] },
  { id: 'compte', items: ['compte-utilisateur', 'changer-langue', 'supprimer-compte'] },
  { id: 'commercants', items: ['revendiquer-lieu', 'connecter-reseaux', 'ameliorer-score', 'tableau-bord', 'offres'] },
  { id: 'confidentialite', items: ['donnees-collectees', 'acces-reseaux', 'cookies-utilises'] },
] as const;

export type FaqCategoryId = (typeof FAQ_CATEGORIES)[number]['id'];
export type FaqItemId = (typeof FAQ_CATEGORIES)[number]['items'][number];
