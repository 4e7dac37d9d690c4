import { defineMessages } from '../../i18n/message-catalog';

/**
 * The business landing (`/merchant`). Plans are the spec's (Pro's list as the marketing page gives
 * it). French, the reference: `merchant.en.ts` and `merchant.ar.ts` have exactly these keys.
 */
export const merchantFr = {
  'screenTitle': 'Espace commerçant',
  'hero.eyebrow': 'Pour les établissements',
  'hero.title': 'Faites rayonner votre établissement',
  'hero.body':
    'Présentez votre lieu aux personnes qui cherchent où sortir au Maroc, suivez votre score d’influence et voyez ce que la communauté en pense.',
  'hero.cta': 'Créer mon compte commerçant',
  'hero.pricing': 'Voir les offres',
  'features.title': 'Tout ce qu’il faut pour être vu',
  'feature.score.title': 'Un score d’influence de 0 à 100',
  'feature.score.body':
    'Calculé à partir d’Instagram, TikTok, Facebook, LinkedIn et Google Business, selon une formule publiée et identique pour tous.',
  'feature.connections.title': 'Vos réseaux, en lecture seule',
  'feature.connections.body':
    'Connectez vos comptes en quelques clics : Lieux lit vos statistiques, ne publie jamais, et recalcule votre score en quelques secondes.',
  'feature.dashboard.title': 'Un tableau de bord clair',
  'feature.dashboard.body': 'Score global et détail par plateforme, votes de la communauté, réseaux connectés et actions rapides.',
  'feature.community.title': 'La voix de la communauté',
  'feature.community.body': 'Les membres votent pour les lieux qu’ils aiment : un signal de confiance, à côté de votre score.',
  'feature.verified.title': 'Un lieu vérifié',
  'feature.verified.body': 'Chaque établissement est vérifié par notre équipe en 24 à 48 h avant d’être publié.',
  'feature.daily.title': 'Toujours à jour',
  'feature.daily.body': 'Les scores sont recalculés chaque nuit à 3 h, heure de Casablanca, et après chaque changement de connexion.',
  'pricing.title': 'Des offres simples',
  'pricing.perMonth': 'par mois',
  'pricing.free.name': 'Gratuite',
  'pricing.free.price': '0 EUR',
  'pricing.free.items': '- 1 lieu\n- Score et statistiques de base\n- Support par e-mail',
  'pricing.free.cta': 'Commencer gratuitement',
  'pricing.pro.name': 'Pro',
  'pricing.pro.price': '29 EUR',
  'pricing.pro.badge': 'Pour grandir',
  'pricing.pro.items': '- Jusqu’à 5 lieux\n- Statistiques complètes\n- Support prioritaire',
  'pricing.pro.cta': 'Choisir Pro',
  'cta.title': 'Prêt à rejoindre Lieux ?',
  'cta.body': 'Créez votre compte, ajoutez votre lieu et connectez vos réseaux : votre score est calculé dans la foulée.',
  'cta.action': 'Créer mon compte',
};

export const merchantMessages = defineMessages(merchantFr, {
  en: () => import('./merchant.en').then((module) => module.merchantEn),
  ar: () => import('./merchant.ar').then((module) => module.merchantAr),
});
