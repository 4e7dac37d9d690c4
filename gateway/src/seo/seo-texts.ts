import type { Locale } from '@lieux/contracts';

/** What the gateway writes in a page's head in each language; the French is web/index.html's own. */
export interface SeoTexts {
  /** The site's description, on every page that has none of its own. */
  siteDescription: string;
  /** The title of a venue page the public may not see (the web app's 'Lieu introuvable'). */
  venueNotFound: string;
  /** A venue's score, in the description of a venue with none written. */
  influenceScore: (score: number) => string;
  /** Open Graph's `language_TERRITORY`. */
  ogLocale: string;
  /** What a browser without JavaScript shows. */
  needsJavaScript: string;
}

export const SEO_TEXTS: Record<Locale, SeoTexts> = {
  fr: {
    siteDescription: "Lieux : découvrez les meilleurs lieux du Maroc, classés par leur score d'influence.",
    venueNotFound: 'Lieu introuvable',
    influenceScore: (score) => `Score d'influence : ${score}/100.`,
    ogLocale: 'fr_MA',
    needsJavaScript: 'Lieux a besoin de JavaScript pour fonctionner.',
  },
  en: {
    siteDescription: 'Lieux: discover the best places in Morocco, ranked by their influence score.',
    venueNotFound: 'Place not found',
    influenceScore: (score) => `Influence score: ${score}/100.`,
    ogLocale: 'en_US',
    needsJavaScript: 'Lieux needs JavaScript to work.',
  },
  ar: {
    siteDescription: 'Lieux: اكتشف أفضل الأماكن في المغرب، مرتبة حسب مؤشر تأثيرها.',
    venueNotFound: 'المكان غير موجود',
    influenceScore: (score) => `مؤشر التأثير: ${score}/100.`,
    ogLocale: 'ar_MA',
    needsJavaScript: 'يحتاج Lieux إلى JavaScript ليعمل.',
  },
};
