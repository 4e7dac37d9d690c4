import { defineMessages } from '../../i18n/message-catalog';

/** The help centre. French, the reference: `help-center.en.ts` and `help-center.ar.ts` have exactly these keys. */
export const helpCenterFr = {
  'screenTitle': "Centre d'aide",
  'lead': 'Cherchez une réponse dans la FAQ et le guide, ou choisissez un sujet.',
  'search.label': 'Rechercher dans l’aide',
  'search.placeholder': 'Ex. : voter, score, réseaux…',
  'search.clear': 'Effacer la recherche',
  'results.title': 'Résultats',
  'results.count#one': '{count} résultat pour « {query} »',
  'results.count#other': '{count} résultats pour « {query} »',
  'results.empty': 'Aucun résultat. Essayez d’autres mots-clés ou parcourez les sujets ci-dessous.',
  'source.faq': 'FAQ',
  'source.guide': 'Guide',
  'topics.title': 'Sujets fréquents',
  'resources.title': 'Autres ressources',
  'resource.faq.title': 'Questions fréquentes',
  'resource.faq.body': 'Toutes les réponses, par catégorie.',
  'resource.guide.title': "Guide d'utilisation",
  'resource.guide.body': 'Pas à pas, pour les membres et les commerçants.',
  'resource.contact.title': 'Nous contacter',
  'resource.contact.body': 'Réponse sous 24 h (4 h pour une question technique).',
  'resource.status.title': 'Statut des services',
  'resource.status.body': 'L’état de la plateforme en ce moment.',
};

export const helpCenterMessages = defineMessages(helpCenterFr, {
  en: () => import('./help-center.en').then((module) => module.helpCenterEn),
  ar: () => import('./help-center.ar').then((module) => module.helpCenterAr),
});
