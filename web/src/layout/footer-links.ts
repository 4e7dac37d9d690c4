import type { LayoutMessageKey } from './layout.fr';

export interface FooterLinkGroup {
  titleKey: LayoutMessageKey;
  links: ReadonlyArray<{ to: string; labelKey: LayoutMessageKey }>;
}

/** Every footer link of the spec's shared layout, grouped for reading. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    titleKey: 'footer.discover',
    links: [
      { to: '/explorer', labelKey: 'footer.explorer' },
      { to: '/search', labelKey: 'footer.search' },
      { to: '/merchant', labelKey: 'footer.merchant' },
    ],
  },
  {
    titleKey: 'footer.account',
    links: [
      { to: '/signup', labelKey: 'footer.signup' },
      { to: '/login', labelKey: 'footer.login' },
    ],
  },
  {
    titleKey: 'footer.help',
    links: [
      { to: '/centre-aide', labelKey: 'footer.helpCenter' },
      { to: '/contact', labelKey: 'footer.contactPage' },
      { to: '/faq', labelKey: 'footer.faq' },
      { to: '/guide', labelKey: 'footer.guide' },
      { to: '/statut', labelKey: 'footer.status' },
    ],
  },
  {
    titleKey: 'footer.legal',
    links: [
      { to: '/confidentialite', labelKey: 'footer.privacy' },
      { to: '/conditions', labelKey: 'footer.terms' },
      { to: '/cookies', labelKey: 'footer.cookies' },
      { to: '/mentions-legales', labelKey: 'footer.legalNotice' },
      { to: '/rgpd', labelKey: 'footer.gdpr' },
    ],
  },
];
