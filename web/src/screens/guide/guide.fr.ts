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

  'section.rechercher.title': 'Rechercher un lieu',
  'section.rechercher.body':
    'Recherche simple : sur l’accueil, tapez un nom, un type de lieu ou une ville puis validez. Les recherches populaires et les tendances vous donnent des idées en un geste.\n\nRecherche avancée :\n- les boutons de catégorie (Restaurants, Cafés, Hôtels, Boutiques, Spas, Bars) ;\n- sur la page de recherche, un mot-clé et une ville, seuls ou combinés ; l’adresse de la page garde vos critères ;\n- sur Explorer, un filtre par catégorie et par nom ou ville.\n\nAstuce : essayez des mots-clés comme terrasse, livraison ou wifi.',
  'section.voter.title': 'Voter et garder vos favoris',
  'section.voter.body':
    'Connecté, touchez le bouton de vote d’un lieu : un vote par lieu et par membre. Touchez-le à nouveau pour retirer votre vote. Il n’y a pas de vote négatif : un lieu qui ne vous plaît pas ne reçoit simplement pas votre vote.\n\nLes favoris gardent une liste privée des lieux à retrouver. Ni les votes ni les favoris ne changent le score d’influence.',
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
