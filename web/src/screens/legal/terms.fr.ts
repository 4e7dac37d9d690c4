import { defineMessages } from '../../i18n/message-catalog';

/**
 * Terms of use, true to the product (votes, merchant verification, plans, read-only connections,
 * minimum age 16). French, the reference: `terms.en.ts` and `terms.ar.ts` have exactly these keys.
 */
export const termsFr = {
  'title': "Conditions d'utilisation",
  'intro':
    'Ces conditions encadrent l’utilisation de Lieux, plateforme de découverte et de classement des lieux du Maroc. En créant un compte ou en utilisant le site, vous les acceptez.',
  's.service.title': 'Le service',
  's.service.body':
    'Lieux présente des restaurants, cafés, hôtels, boutiques, spas, bars et autres établissements, chacun avec un score d’influence de 0 à 100 calculé à partir de sa présence sur Instagram, TikTok, Facebook, LinkedIn et Google Business. Les visiteurs parcourent et recherchent librement ; les membres votent ; les commerçants présentent leurs établissements.',
  's.account.title': 'Votre compte',
  's.account.body':
    '- Il faut avoir au moins 16 ans.\n- Vos informations doivent être exactes ; un seul compte par personne.\n- Votre mot de passe (au moins 8 caractères) est personnel : vous êtes responsable de ce qui est fait avec votre compte. Prévenez-nous de tout usage suspect.\n- Vous pouvez supprimer votre compte à tout moment depuis la page « Vos droits (RGPD) ».',
  's.votes.title': 'Votes et favoris',
  's.votes.body':
    'Un membre vote une fois par lieu et peut retirer son vote. Les votes doivent refléter une expérience réelle : sont interdits les votes achetés ou échangés, les comptes multiples ou automatisés et toute manœuvre visant à fausser un classement. Les favoris sont privés.',
  's.merchants.title': 'Espace commerçant',
  's.merchants.body':
    'Le commerçant déclare avoir le droit de représenter l’établissement qu’il crée. Chaque lieu est vérifié avant publication, en 24 à 48 h, sur présentation de l’extrait du registre de commerce, d’un justificatif d’adresse du lieu et de la pièce d’identité du gérant (photos facultatives). Lieux peut refuser ou retirer un lieu dont les informations sont inexactes.\n\nLes réseaux sociaux sont connectés en lecture seule : Lieux lit les statistiques nécessaires au score et ne publie jamais. Gonfler artificiellement une audience ou des interactions est interdit ; les hausses anormales ne sont pas prises en compte et sont examinées par notre équipe.',
  's.plans.title': 'Offres',
  's.plans.body':
    '- Gratuite, 0 EUR : 1 lieu, score et statistiques de base, support par e-mail.\n- Pro, 29 EUR par mois : jusqu’à 5 lieux, statistiques complètes, support prioritaire.\n\nLe prix et les conditions de paiement sont rappelés avant toute souscription ; l’offre Pro peut être arrêtée à la fin de chaque mois.',
  's.score.title': 'Le score d’influence',
  's.score.body':
    'Le score mesure une présence en ligne, pas la qualité d’un établissement. Sa formule est publiée dans le guide et appliquée de la même façon à tous ; il est recalculé chaque jour et après chaque changement de connexion. Aucun paiement ne permet de le modifier.',
  's.content.title': 'Contenus et propriété',
  's.content.body':
    'Le site, sa marque, son logo et ses textes appartiennent à Lieux. Le commerçant garde ses droits sur les contenus de son lieu et autorise Lieux à les afficher pour la durée de sa présence sur la plateforme. Il est interdit de copier la base des lieux ou d’en extraire des données de façon automatisée.',
  's.liability.title': 'Responsabilité',
  's.liability.body':
    'Nous faisons notre possible pour que le service soit disponible et exact, sans pouvoir le garantir en permanence ; l’état des services est publié sur la page Statut. Les informations d’un lieu (horaires, prix, coordonnées) relèvent de son commerçant.',
  's.termination.title': 'Suspension et résiliation',
  's.termination.body':
    'En cas de manquement à ces conditions, Lieux peut retirer un contenu, annuler des votes ou suspendre un compte, après vous en avoir informé sauf urgence. Vous pouvez quitter le service à tout moment.',
  's.law.title': 'Droit applicable et contact',
  's.law.body':
    'Ces conditions relèvent du droit marocain ; à défaut d’accord amiable, les tribunaux de Casablanca sont compétents, sans priver un consommateur des protections de la loi n° 31‑08 ni de celles de son pays de résidence. Une question : {email}.',
};

export const termsMessages = defineMessages(termsFr, {
  en: () => import('./terms.en').then((module) => module.termsEn),
  ar: () => import('./terms.ar').then((module) => module.termsAr),
});
