import { defineMessages } from '../../i18n/message-catalog';

/**
 * The user guide: the spec's quick start and its two tabs, told as the product works (SCORING.md
 * for the score). French, the reference: `guide.en.ts` and `guide.ar.ts` have exactly these keys.
 */
export const guideFr = {
  'screenTitle': "Guide d'utilisation",
  'lead': 'Tout pour bien utiliser Lieux, que vous cherchiez une bonne adresse ou que vous teniez un établissement.',
  'start.title': 'Démarrage rapide',
  'start.1.title': 'Explorez',
  'start.1.body': 'Parcourez les lieux par ville ou par catégorie et comparez leurs scores, sans compte.',
  'start.2.title': 'Créez un compte',
  'start.2.body': 'Gratuit, il vous permet de voter et de garder vos lieux favoris.',
  'start.3.title': 'Participez',
  'start.3.body': 'Votez pour les lieux que vous aimez : vos votes guident la communauté.',
  'tabs.label': 'Choisir un guide',
  'tab.utilisateur': 'Guide utilisateur',
  'tab.commercant': 'Guide commerçant',
  'tab.score': 'Formule du score',
  'formula.open': 'Voir la formule complète',

  'section.formule-score.title': 'La formule du score (version 1)',
  'section.formule-score.body':
    'Le score d’influence d’un lieu va de 0 à 100. Il additionne ce que chaque réseau apporte : la note du réseau (de 0 à 100) multipliée par son poids. Un réseau non connecté, désactivé ou à reconnecter compte 0 : connecter un réseau de plus est la façon la plus directe de monter.\n\nSur la page de chaque lieu, « Pourquoi ce score ? » montre ce calcul : les points de chaque réseau, les chiffres lus, l’âge du score et son historique sur 90 jours. Chaque calcul est conservé avec ses chiffres : tout score affiché peut être refait et expliqué.',
  'section.formule-reseaux.title': 'Instagram, TikTok, Facebook et LinkedIn',
  'section.formule-reseaux.body':
    'La note d’un réseau social combine trois mesures, chacune de 0 à 1 :\n- l’audience (50 %) : le nombre d’abonnés, sur une échelle logarithmique, car les premiers milliers comptent plus que les suivants ; un lieu atteint le maximum au seuil du tableau ci-dessous ;\n- l’engagement (35 %) : les réactions (mentions J’aime, commentaires, partages) par publication des 30 derniers jours, rapportées aux abonnés et comparées au taux de référence des comptes de même taille ; au taux de référence, la moitié des points, au double, tous les points ;\n- l’activité (15 %) : le nombre de publications des 30 derniers jours ; 12 publications (trois par semaine) donnent le maximum.\n\nNote du réseau = 100 × (0,50 × audience + 0,35 × engagement + 0,15 × activité).',
  'section.formule-engagement.title': 'Le taux d’engagement de référence',
  'section.formule-engagement.body':
    'Un petit compte suscite naturellement plus de réactions par abonné qu’un grand. L’engagement d’un lieu est donc jugé face aux comptes de sa taille (HypeAuditor 2018, Instagram ; les autres réseaux utilisent ce tableau tant qu’ils n’ont pas le leur).',
  'section.formule-google.title': 'Google Business',
  'section.formule-google.body':
    'La note Google combine la note moyenne (60 %) et le nombre d’avis (40 %).\n\nPour que cinq avis à 5 étoiles ne passent pas devant 400 avis à 4,6, la note moyenne est d’abord rapprochée de 3,5 comme si le lieu avait dix avis de plus à 3,5 : avec 5 avis à 5 étoiles, elle compte pour 4,0 ; avec 400 avis à 4,6, elle reste à 4,57. Plus un lieu a d’avis, plus sa vraie note pèse.\n\nLe nombre d’avis suit une échelle logarithmique : 1 000 avis donnent le maximum.\n\nNote Google = 100 × (0,60 × note + 0,40 × volume), où la note rapprochée va de 1 étoile (0) à 5 étoiles (1).',
  'section.formule-confiance.title': 'Confiance : les chiffres retenus',
  'section.formule-confiance.body':
    'Le score doit être difficile à truquer :\n- si les abonnés d’un compte augmentent de plus de 20 % en un jour sans que les réactions suivent, l’audience est retenue à la valeur de la veille plus 20 %, jusqu’à ce que la hausse tienne 7 jours ; notre équipe est prévenue ;\n- un engagement plus de cinq fois supérieur à la référence est invraisemblable pour une vraie audience : il est plafonné et signalé à notre équipe ;\n- Lieux lit les statistiques des réseaux en lecture seule ; les votes et les favoris ne changent pas le score.',
  'section.formule-niveaux.title': 'Niveaux et couleurs',
  'section.formule-niveaux.body':
    'Chaque score a un niveau et une couleur. Un lieu qui n’a encore aucun réseau compté est « pas encore noté » : il n’affiche pas un 0 trompeur.',
  'section.formule-fraicheur.title': 'Fraîcheur du score',
  'section.formule-fraicheur.body':
    'Les scores sont recalculés chaque nuit à 3 h (heure de Casablanca) pour tous les lieux, et quelques secondes après chaque connexion, déconnexion ou désactivation d’un réseau. La page du lieu indique quand son score a été calculé (« calculé il y a 3 h ») ; notre équipe suit les scores de plus de 24 h.',
  'table.platform': 'Réseau',
  'table.weight': 'Poids',
  'table.maxPoints': 'Points au plus',
  'table.audienceRef': 'Abonnés pour l’audience maximale',
  'table.tier': 'Abonnés',
  'table.rate': 'Taux de référence',
  'table.tierUpTo': 'moins de {max}',
  'table.tierFrom': '{min} à {max}',
  'table.tierAbove': 'plus de {min}',
  'table.level': 'Niveau',
  'table.range': 'Score',
  'table.color': 'Couleur',
  'color.emerald': 'émeraude',
  'color.blue': 'bleu',
  'color.amber': 'ambre',
  'color.grey': 'gris',

  'section.rechercher.title': 'Rechercher un lieu',
  'section.rechercher.body':
    'Recherche simple : sur l’accueil, tapez un nom, un type de lieu ou une ville puis validez. Les recherches populaires et les tendances vous donnent des idées en un geste.\n\nRecherche avancée :\n- les boutons de catégorie (Restaurants, Cafés, Hôtels, Boutiques, Spas, Bars) ;\n- sur la page de recherche, un mot-clé et une ville, seuls ou combinés ; l’adresse de la page garde vos critères ;\n- sur Explorer, un filtre par catégorie et par nom ou ville.\n\nAstuce : essayez des mots-clés comme terrasse, livraison ou wifi.',
  'section.voter.title': 'Voter et garder vos favoris',
  'section.voter.body':
    'Connecté, touchez le bouton de vote d’un lieu : un vote par lieu et par membre. Touchez-le à nouveau pour retirer votre vote. Il n’y a pas de vote négatif : un lieu qui ne vous plaît pas ne reçoit simplement pas votre vote.\n\nVos votes comptent dans le classement public une fois votre adresse email confirmée, avec le lien du mail de bienvenue (ou depuis Mon compte) : vous votez dès l’inscription, et votre vote est gardé en attendant.\n\nLes favoris gardent une liste privée des lieux à retrouver. Ni les votes ni les favoris ne changent le score d’influence.',
  'section.comprendre-score.title': 'Comprendre les scores',
  'section.comprendre-score.body':
    'Le score d’influence va de 0 à 100 : Instagram 35 %, TikTok 25 %, Facebook 15 %, LinkedIn 10 %, Google Business 15 %. Chaque plateforme reçoit une note de 0 à 100 (audience, engagement et activité pour les réseaux ; note moyenne et nombre d’avis pour Google) ; une plateforme non connectée compte 0.\n\n- 80 à 100 : excellent\n- 60 à 79 : très bon\n- 40 à 59 : bon\n- 20 à 39 : moyen\n- 0 à 19 : faible\n\nLes scores sont recalculés chaque jour à 3 h (heure de Casablanca), et quelques secondes après chaque changement de connexion.',

  'section.compte-commercant.title': 'Créer votre compte commerçant',
  'section.compte-commercant.body':
    'Depuis l’espace commerçant, créez votre compte, puis votre lieu : nom, catégorie, adresse, ville et contact. Notre équipe le vérifie en 24 à 48 h avant publication. Gardez à portée de main :\n- l’extrait du registre de commerce ;\n- un justificatif d’adresse du lieu ;\n- la pièce d’identité du gérant ;\n- des photos du lieu (facultatif).\n\nDéposez ces pièces depuis votre tableau de bord : une fois approuvées, votre lieu porte le badge « Vérifié », qui signifie que ses documents ont été contrôlés par notre équipe (et non plus seulement son téléphone). Les pièces sont chiffrées et supprimées 90 jours après la décision.\n\nL’offre Gratuite couvre 1 lieu ; avec l’offre Pro (29 EUR par mois), jusqu’à 5 lieux.',
  'section.relier-reseaux.title': 'Connecter vos réseaux',
  'section.relier-reseaux.body':
    'Page Réseaux sociaux : connectez Instagram Business, TikTok Business, votre page Facebook, votre page LinkedIn entreprise et Google Business. L’accès est en lecture seule : Lieux ne publie ni ne modifie rien. Un interrupteur désactive un compte sans le supprimer ; « Déconnecter » le retire. Chaque plateforme apporte au plus sa part du score : +35, +25, +15, +10, +15.',
  'section.utiliser-tableau-bord.title': 'Utiliser le tableau de bord',
  'section.utiliser-tableau-bord.body':
    'Le tableau de bord montre le score global de chaque lieu et son détail par plateforme, les votes de la communauté, vos réseaux connectés et le nombre de lieux restant dans votre offre. Des actions rapides mènent à la création d’un lieu, à ses réglages et à vos connexions ; l’onglet Analyses détaillées est réservé à l’offre Pro.',

  'help.title': 'Besoin d’aide ?',
  'help.body': 'Les questions fréquentes répondent à l’essentiel ; sinon, écrivez-nous.',
  'help.contact': 'Nous contacter',
  'help.faq': 'Voir la FAQ',
};

export type GuideMessageKey = keyof typeof guideFr;

export const guideMessages = defineMessages(guideFr, {
  en: () => import('./guide.en').then((module) => module.guideEn),
  ar: () => import('./guide.ar').then((module) => module.guideAr),
});
