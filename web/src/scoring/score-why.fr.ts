import { defineMessages } from '../i18n/message-catalog';

/**
 * "Pourquoi ce score ?" on the venue page, and the score history chart it shares with the merchant's
 * analytics. French, the reference: `score-why.en.ts` and `score-why.ar.ts` have exactly these keys.
 */
export const scoreWhyFr = {
  'loading': 'Chargement du détail du score…',
  'error': 'Impossible de charger le détail du score',
  'retry': 'Réessayer',
  'notScored.title': 'Pas encore noté',
  'notScored.body': 'Aucun réseau social de ce lieu ne compte encore dans le score : plutôt qu’un 0 trompeur, il n’a pas de note. Elle apparaît quelques secondes après la première connexion d’un réseau.',
  'summary': '{score} sur 100 : {level}',
  'computed': 'Calculé {age}',
  'computedNow': 'Calculé à l’instant',
  'stale': 'Ce score a plus de 24 h : il sera recalculé au prochain passage quotidien (3 h, heure de Casablanca).',
  'formula': 'Formule version {version}',
  'formulaLink': 'Comment le score est calculé',
  'platforms.title': 'Ce que chaque réseau apporte',
  'platforms.lead': 'Chaque réseau apporte au plus son poids : Instagram 35 points, TikTok 25, Facebook 15, LinkedIn 10, Google Business 15.',
  'platform.points': '{points} / {max} points',
  'platform.subScore': 'Note du réseau : {score}/100',
  'platform.notCounted': 'Non connecté : 0 point',
  // `{shown}` is the count as the card writes it ("2,4 k"); the form follows the count itself.
  'input.followers#one': '{shown} abonné',
  'input.followers#other': '{shown} abonnés',
  'input.posts#one': '{shown} publication en 30 jours',
  'input.posts#other': '{shown} publications en 30 jours',
  'input.interactions#one': '{shown} interaction',
  'input.interactions#other': '{shown} interactions',
  'input.rating': 'note {rating}/5',
  'input.reviews#one': '{shown} avis',
  'input.reviews#other': '{shown} avis',
  'flag.growth-anomaly': 'Hausse d’abonnés retenue',
  'flag.engagement-anomaly': 'Engagement inhabituel, plafonné',
  'chart.contributions': 'Points apportés par réseau, sur le maximum de chacun',
  'chart.contribution': 'Points apportés',
  'chart.remaining': 'Points à gagner',
  'history.title': 'Les 90 derniers jours',
  'history.empty': 'Historique disponible après le premier calcul du score.',
  'history.series': 'Score',
  'advice.title': 'Pour faire monter votre score',
  'advice.lead': 'Visible par vous seul, propriétaire de ce lieu.',
  'advice.none': 'Chaque réseau donne déjà presque tout ce qu’il peut : continuez ainsi.',
  'advice.connect': 'Connectez {platform} : {gain}',
  'advice.reactivate': 'Réactivez {platform} : {gain}',
  'advice.reconnect': 'Reconnectez {platform} : {gain}',
  'advice.pending': '{platform} est connecté : il comptera au prochain calcul, dans quelques secondes.',
  'advice.post-more': 'Publiez plus souvent sur {platform} ({posts} publications en 30 jours, 12 donnent le maximum) : {gain}',
  'advice.engage': 'Suscitez plus de réactions sur {platform} (questions, jeux, réponses aux commentaires) : {gain}',
  'advice.grow-audience': 'Faites grandir votre audience {platform} : {gain}',
  'advice.more-reviews': 'Invitez vos clients à laisser un avis Google ({reviews} aujourd’hui) : {gain}',
  'advice.rating': 'Améliorez votre note Google (répondez aux avis, soignez l’accueil) : {gain}',
  'advice.growth-held': 'La hausse soudaine de vos abonnés {platform} est retenue : elle comptera si elle tient 7 jours.',
  'advice.engagement-anomaly': 'L’engagement de {platform} paraît invraisemblable : il est plafonné et signalé à notre équipe.',
  'gain.one': 'jusqu’à +1 point',
  'gain.other': 'jusqu’à +{points} points',
  'advice.manage': 'Gérer mes réseaux',
};

export type ScoreWhyMessageKey = keyof typeof scoreWhyFr;

export const scoreWhyMessages = defineMessages(scoreWhyFr, {
  en: () => import('./score-why.en').then((module) => module.scoreWhyEn),
  ar: () => import('./score-why.ar').then((module) => module.scoreWhyAr),
});
