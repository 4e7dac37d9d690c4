/**
 * Facts the footer shows. The spec leaves the contact address, phone and social accounts open;
 * these are the team's choices (web/README.md, "Decisions"). The copyright year is the visitor's
 * current one (issue 9), not a fixed number that goes stale.
 */
export const SITE_INFO = {
  email: 'contact@lieux.ma',
  /** Where data-protection requests go (the GDPR page's mailto until its form has an endpoint). */
  privacyEmail: 'confidentialite@lieux.ma',
  phone: '+212 5 22 00 00 00',
  phoneHref: 'tel:+212522000000',
  social: [
    { network: 'Instagram', href: 'https://www.instagram.com/lieux.ma' },
    { network: 'TikTok', href: 'https://www.tiktok.com/@lieux.ma' },
    { network: 'Facebook', href: 'https://www.facebook.com/lieux.ma' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/lieux-ma' },
  ],
} as const;
