import type { Translation } from '../i18n/message-catalog';
import type { layoutFr } from './layout.fr';

export const layoutEn = {
  'tagline': "Morocco's best places, ranked by their influence score.",
  'skipToContent': 'Skip to content',

  'nav.label': 'Main navigation',
  'nav.homeLink': 'Lieux, home',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.login': 'Log in',
  'nav.signup': 'Sign up',

  'language.label': 'Language',

  'footer.label': 'Footer links',
  'footer.discover': 'Discover',
  'footer.account': 'Account',
  'footer.help': 'Help',
  'footer.legal': 'Legal',
  'footer.contact': 'Contact us',
  'footer.explorer': 'Explore',
  'footer.search': 'Search',
  'footer.merchant': 'For businesses',
  'footer.signup': 'Sign up',
  'footer.login': 'Log in',
  'footer.helpCenter': 'Help centre',
  'footer.contactPage': 'Contact',
  'footer.faq': 'FAQ',
  'footer.guide': 'User guide',
  'footer.status': 'Service status',
  'footer.privacy': 'Privacy',
  'footer.terms': 'Terms of use',
  'footer.cookies': 'Cookies',
  'footer.legalNotice': 'Legal notice',
  'footer.gdpr': 'GDPR',
  'footer.location': 'Casablanca, Morocco',
  'footer.email': 'Email',
  'footer.phone': 'Phone',
  'footer.social': 'Follow us',
  'footer.socialLink': 'Lieux on {network} (new tab)',
  'footer.copyright': '© {year} Lieux. All rights reserved.',
} satisfies Translation<typeof layoutFr>;
