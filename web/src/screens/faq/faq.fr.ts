import { defineMessages } from '../../i18n/message-catalog';

/**
 * The FAQ. The answers say what the product does (DESIGN.md, SCORING.md); the empty state is the
 * spec's. French, the reference: `faq.en.ts` and `faq.ar.ts` have exactly these keys.
 */
export const faqFr = {
  'screenTitle': 'Questions fréquentes',
  'lead': 'Les réponses aux questions que l’on nous pose le plus sur Lieux, ses scores et l’espace commerçant.',
  'search.label': 'Rechercher dans la FAQ',
  'search.placeholder': 'Ex. : score, voter, Instagram…',
  'search.clear': 'Effacer la recherche',
  'count.all#one': '{count} question',
  'count.all#other': '{count} questions',
  'count.results#one': '{count} résultat pour « {query} »',
  'count.results#other': '{count} résultats pour « {query} »',
  'empty.title': 'Aucune question trouvée',
  'empty.body': 'Essayez d\'autres mots-clés ou parcourez toutes les questions.',
  'empty.action': 'Effacer la recherche',
  'more.title': 'Vous n’avez pas trouvé votre réponse ?',
  'more.body': 'Écrivez-nous : nous répondons aux e-mails en moins de 24 h, aux questions techniques en moins de 4 h.',
  'more.mail': 'Nous écrire',
  'more.explore': 'Explorer les lieux',

  'category.decouvrir': 'Découvrir des lieux',
  'category.votes': 'Votes et favoris',
  'category.scores': 'Le score d’influence',
  'category.compte': 'Votre compte',
  'category.commercants': 'Commerçants',
  'category.confidentialite': 'Données et confidentialité',

  'q.quest-ce-que-lieux': 'Qu’est-ce que Lieux ?',
  'a.quest-ce-que-lieux':
    'Lieux est une plateforme marocaine pour découvrir des restaurants, cafés, hôtels, boutiques, spas et bars. Chaque lieu porte un score d’influence de 0 à 100, calculé à partir de sa présence sur les réseaux sociaux et sur Google Business. La communauté peut aussi voter pour ses lieux préférés.',
  'q.recherche-avancee': 'Comment faire une recherche avancée ?',
  'a.recherche-avancee':
    'Depuis l’accueil, tapez un nom, un type de lieu ou une ville puis validez : la page de recherche s’ouvre avec votre texte. Vous pouvez y préciser une ville et combiner les deux ; l’adresse de la page garde vos critères, pour la partager ou y revenir.\n\nLes boutons de catégorie (Restaurants, Cafés, Hôtels…) et les recherches populaires lancent une recherche en un geste. Sur Explorer, filtrez par catégorie et par nom ou ville.\n\nAstuce : essayez des mots-clés comme terrasse, livraison ou wifi.',
  'q.gratuit': 'Lieux est-il gratuit ?',
  'a.gratuit':
    'Oui pour les visiteurs et les membres : parcourir, rechercher, voter et garder des favoris ne coûte rien. Les commerçants ont une offre Gratuite (1 lieu) et une offre Pro à 29 EUR par mois.',

  'q.comment-voter': 'Comment voter pour un lieu ?',
  'a.comment-voter':
    'Connectez-vous, puis touchez le bouton de vote sur la carte ou la fiche du lieu. Chaque membre a un vote par lieu. Sans compte, le bouton vous propose de vous connecter.\n\nLes votes montrent l’avis de la communauté ; ils ne modifient pas le score d’influence, qui ne dépend que des réseaux sociaux et de Google Business.',
  'q.retirer-vote': 'Puis-je retirer mon vote ?',
  'a.retirer-vote':
    'Oui. Touchez à nouveau le bouton de vote du lieu : votre vote est retiré et vous pourrez revoter plus tard.',
  'q.favoris': 'À quoi servent les favoris ?',
  'a.favoris':
    'Les favoris, réservés aux membres connectés, gardent une liste personnelle des lieux que vous voulez retrouver. Ils ne sont visibles que par vous et ne comptent ni dans les votes ni dans le score.',

  'q.scores-lieux': 'Comment le score Lieux est-il calculé ?',
  'a.scores-lieux':
    'Le score (0 à 100) combine cinq plateformes : Instagram 35 %, TikTok 25 %, Facebook 15 %, LinkedIn 10 % et Google Business 15 %. Une plateforme non connectée compte 0.\n\nPour chaque réseau social, la note de 0 à 100 mêle l’audience (abonnés, sur une échelle logarithmique), l’engagement (interactions par publication rapportées à la moyenne des comptes de même taille) et l’activité (publications des 30 derniers jours, note pleine à trois par semaine). Pour Google Business, elle mêle la note moyenne, pondérée pour qu’une poignée d’avis ne pèse pas autant que des centaines, et le nombre d’avis.\n\nChaque calcul est conservé : un score affiché peut toujours être expliqué.',
  'q.mise-a-jour-score': 'Quand le score est-il mis à jour ?',
  'a.mise-a-jour-score':
    'Tous les lieux sont recalculés chaque jour à 3 h (heure de Casablanca). Un lieu est aussi recalculé quelques secondes après qu’un réseau est connecté, activé, désactivé ou déconnecté.',
  'q.niveaux-score': 'Que signifient les niveaux de score ?',
  'a.niveaux-score':
    '- 80 à 100 : excellent\n- 60 à 79 : très bon\n- 40 à 59 : bon\n- 20 à 39 : moyen\n- 0 à 19 : faible',

  'q.compte-utilisateur': 'Comment créer mon compte ?',
  'a.compte-utilisateur':
    'Choisissez « S’inscrire » et indiquez votre prénom, votre nom, votre e-mail et un mot de passe d’au moins 8 caractères. Il faut avoir au moins 16 ans. Un compte permet de voter et de garder des favoris ; pour gérer un établissement, passez par l’espace commerçant.',
  'q.changer-langue': 'Comment changer de langue ?',
  'a.changer-langue':
    'Choisissez Français, English ou العربية dans le sélecteur de langue, en haut ou en bas de chaque page. Votre choix est gardé dans votre navigateur ; en arabe, la page se lit de droite à gauche.',
  'q.supprimer-compte': 'Comment supprimer mon compte ou mes données ?',
  'a.supprimer-compte':
    'Faites-en la demande depuis la page « Vos droits (RGPD) ». Nous accusons réception sous 48 h et traitons la demande sous 30 jours. Un compte inactif depuis 3 ans est supprimé automatiquement.',

  'q.revendiquer-lieu': 'Comment ajouter ou revendiquer mon établissement ?',
  'a.revendiquer-lieu':
    'Votre établissement est déjà sur Lieux sans propriétaire (sa page affiche « C’est votre établissement ? Revendiquez-le ») ? Revendiquez-le depuis cette page : connectez-vous avec un compte commerçant, puis prouvez qu’il est à vous avec votre compte Instagram ou votre fiche Google Business (nous comparons leur site web, leur téléphone ou leur identifiant avec ceux de la fiche), ou avec des justificatifs : extrait du registre de commerce, justificatif d’adresse du lieu et pièce d’identité du gérant, vus seulement par notre équipe et supprimés 90 jours après sa décision. Notre équipe examine ensuite la demande, en 24 à 48 h, et vous répond par e-mail. Une fois acceptée, vous gérez la fiche, les photos, les horaires et les réseaux comme pour tout lieu à vous. Le lieu compte dans la limite de votre offre (1 lieu en Free, 5 en Pro).\n\nPour ajouter un lieu absent de Lieux, créez-le depuis l’espace commerçant (nom, catégorie, adresse, ville, contact) ; il est publié après vérification, en 24 à 48 h. Pièces demandées :\n- extrait du registre de commerce\n- justificatif d’adresse du lieu\n- pièce d’identité du gérant\n- photos du lieu (facultatif)\n\nSi votre établissement figure déjà sur Lieux sous un autre compte, revendiquez-le quand même : votre demande est transmise à notre équipe, qui vérifie avec vous.',
  'q.connecter-reseaux': 'Comment connecter mes réseaux sociaux ?',
  'a.connecter-reseaux':
    'Dans l’espace commerçant, page Réseaux sociaux, connectez Instagram Business, TikTok Business, une page Facebook, une page LinkedIn entreprise et Google Business. L’accès est en lecture seule : Lieux lit vos statistiques publiques et ne peut rien publier ni modifier. Vous pouvez désactiver ou déconnecter un compte à tout moment ; le score est recalculé dans les secondes qui suivent.',
  'q.ameliorer-score': 'Comment améliorer mon score ?',
  'a.ameliorer-score':
    '- Connectez les cinq plateformes : chacune apporte au plus sa part (Instagram +35, TikTok +25, Facebook +15, Google Business +15, LinkedIn +10).\n- Publiez régulièrement : trois publications par semaine donnent la note d’activité maximale.\n- Suscitez de vraies interactions : commentaires et partages comptent plus que le nombre d’abonnés.\n- Invitez vos clients à laisser un avis Google.\n\nLes hausses d’abonnés anormales (plus de 20 % en un jour sans interactions) ne sont pas prises en compte et sont signalées à notre équipe.',
  'q.tableau-bord': 'Que montre le tableau de bord ?',
  'a.tableau-bord':
    'Le tableau de bord commerçant réunit vos lieux, leur score global et son détail par plateforme, les votes de la communauté, vos réseaux connectés, des actions rapides et le nombre de lieux restant dans votre offre. L’onglet Analyses détaillées est réservé à l’offre Pro.',
  'q.offres': 'Quelles sont les offres commerçant ?',
  'a.offres':
    'Gratuite, 0 EUR : 1 lieu, score et statistiques de base, support par e-mail.\n\nPro, 29 EUR par mois : jusqu’à 5 lieux, statistiques complètes et support prioritaire. Les urgences des commerçants sont traitées en moins de 2 h.',

  'q.donnees-collectees': 'Quelles données gardez-vous sur moi ?',
  'a.donnees-collectees':
    'Pour un compte : e-mail, prénom, nom, mot de passe chiffré (jamais en clair), rôle et offre ; puis vos votes et favoris. Pour un commerçant : ses lieux et ses réseaux connectés, dont les jetons d’accès sont chiffrés. Le détail est dans la politique de confidentialité.',
  'q.acces-reseaux': 'Lieux peut-il publier sur mes réseaux ?',
  'a.acces-reseaux':
    'Non. Les comptes connectés le sont en lecture seule : Lieux ne lit que les statistiques nécessaires au score (abonnés, interactions, publications, avis Google).',
  'q.cookies-utilises': 'Quels cookies Lieux dépose-t-il ?',
  'a.cookies-utilises':
    'Un seul : le cookie de session, strictement nécessaire, déposé quand vous vous connectez et valable 30 jours. Aucun cookie publicitaire ni de mesure d’audience : c’est pourquoi aucun bandeau ne vous demande votre accord.',
};

export type FaqMessageKey = keyof typeof faqFr;

export const faqMessages = defineMessages(faqFr, {
  en: () => import('./faq.en').then((module) => module.faqEn),
  ar: () => import('./faq.ar').then((module) => module.faqAr),
});
