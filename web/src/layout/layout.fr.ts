import { defineMessages } from '../i18n/message-catalog';

/**
 * The texts of the shared layout: top navigation, language switcher, skip link, footer.
 * French, the reference: `layout.en.ts` and `layout.ar.ts` have exactly these keys.
 */
export const layoutFr = {
  'tagline': "Les meilleurs lieux du Maroc, classés par leur score d'influence.",
  'skipToContent': 'Aller au contenu',

  'nav.label': 'Navigation principale',
  'nav.homeLink': 'Lieux, accueil',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.login': 'Connexion',
  'nav.signup': "S'inscrire",
  'nav.discover': 'Découvrir',
  'nav.search': 'Rechercher',
  'nav.explorer': 'Explorer',
  'nav.merchantSpace': 'Espace commerçant',
  'nav.searchLabel': 'Rechercher sur Lieux',
  'nav.searchPlaceholder': 'Un lieu, une ville…',
  'nav.dashboard': 'Tableau de bord',
  'nav.newVenue': 'Créer un lieu',
  'nav.admin': 'Administration',
  'nav.merchantBadge': 'Commerçant',
  'nav.user': 'Utilisateur',
  'nav.accountMenu': 'Menu du compte',
  'nav.account': 'Mon compte',
  'nav.favorites': 'Mes favoris',
  'nav.logout': 'Se déconnecter',

  'language.label': 'Langue',

  'footer.label': 'Liens du pied de page',
  'footer.discover': 'Découvrir',
  'footer.account': 'Compte',
  'footer.help': 'Aide',
  'footer.legal': 'Informations légales',
  'footer.contact': 'Nous contacter',
  'footer.explorer': 'Explorer',
  'footer.search': 'Rechercher',
  'footer.merchant': 'Espace commerçant',
  'footer.signup': "S'inscrire",
  'footer.login': 'Connexion',
  'footer.helpCenter': "Centre d'aide",
  'footer.contactPage': 'Contact',
  'footer.faq': 'FAQ',
  'footer.guide': "Guide d'utilisation",
  'footer.status': 'Statut des services',
  'footer.privacy': 'Confidentialité',
  'footer.terms': "Conditions d'utilisation",
  'footer.cookies': 'Cookies',
  'footer.legalNotice': 'Mentions légales',
  'footer.gdpr': 'RGPD',
  'footer.location': '{city}, {country}',
  'footer.email': 'E-mail',
  'footer.phone': 'Téléphone',
  'footer.social': 'Suivez-nous',
  'footer.socialLink': 'Lieux sur {network} (nouvel onglet)',
  'footer.copyright': '© {year} Lieux. Tous droits réservés.',
};

export type LayoutMessageKey = keyof typeof layoutFr;

export const layoutMessages = defineMessages(layoutFr, {
  en: () => import('./layout.en').then((module) => module.layoutEn),
  ar: () => import('./layout.ar').then((module) => module.layoutAr),
});
