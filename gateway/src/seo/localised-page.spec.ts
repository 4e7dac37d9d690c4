import { localisedPage, readPageAddress } from './localised-page.js';

const INDEX =
  '<!doctype html>\n<html lang="fr" dir="ltr">\n  <head>\n    <meta name="description" content="générique" />\n    <title>Lieux</title>\n  </head>\n' +
  '  <body><div id="root"></div><noscript>Lieux a besoin de JavaScript pour fonctionner.</noscript></body>\n</html>';

describe('each public page in each language at its own address (issue 29 §5)', () => {
  it('reads the language from ?lang=, French without it or with one the product does not have', () => {
    expect(readPageAddress('/recherche?q=cafe&lang=ar')).toEqual({ path: '/recherche', locale: 'ar' });
    expect(readPageAddress('/faq?lang=en')).toEqual({ path: '/faq', locale: 'en' });
    expect(readPageAddress('/faq')).toEqual({ path: '/faq', locale: 'fr' });
    expect(readPageAddress('/faq?lang=de')).toEqual({ path: '/faq', locale: 'fr' });
  });

  it('sends the Arabic page right to left, its description and no-script line in Arabic', () => {
    const page = localisedPage(INDEX, 'https://lieux.ma', readPageAddress('/explorer?lang=ar'));
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<meta name="description" content="Lieux: اكتشف أفضل الأماكن في المغرب، مرتبة حسب مؤشر تأثيرها." />');
    expect(page).toContain('<noscript>يحتاج Lieux إلى JavaScript ليعمل.</noscript>');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).not.toContain('générique');
  });

  it('gives the canonical address in the page’s language and every language as an alternate, French as x-default', () => {
    const page = localisedPage(INDEX, 'https://lieux.ma', readPageAddress('/explorer?lang=en&category=cafe'));
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<link rel="canonical" href="https://lieux.ma/explorer?lang=en" />');
    expect(page).toContain('<link rel="alternate" hreflang="fr" href="https://lieux.ma/explorer" />');
    expect(page).toContain('<link rel="alternate" hreflang="en" href="https://lieux.ma/explorer?lang=en" />');
    expect(page).toContain('<link rel="alternate" hreflang="ar" href="https://lieux.ma/explorer?lang=ar" />');
    expect(page).toContain('<link rel="alternate" hreflang="x-default" href="https://lieux.ma/explorer" />');
  });

  it('keeps the French page as web/index.html writes it, plus its links', () => {
    const page = localisedPage(INDEX, 'https://lieux.ma', readPageAddress('/'));
    expect(page).toContain('<html lang="fr" dir="ltr">');
    expect(page).toContain(`<meta name="description" content="Lieux : découvrez les meilleurs lieux du Maroc, classés par leur score d&#39;influence." />`);
    expect(page).toContain('<link rel="canonical" href="https://lieux.ma/" />');
  });
});
