import { DEFAULT_LOCALE, directionOf, localeOfQuery, pathInLocale, SUPPORTED_LOCALES, type Locale } from '@lieux/contracts';
import { escapeHtml } from './html-escape.js';
import { SEO_TEXTS } from './seo-texts.js';
import { withHead } from './spa-head.js';

/** A page address as the gateway received it, read for what the page's head needs. */
export interface PageAddress {
  /** The path alone (`/venue/cafe-clock-fes`): other query parameters are not part of the page's identity. */
  path: string;
  locale: Locale;
}

export function readPageAddress(url: string): PageAddress {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  return { path, locale: (queryAt === -1 ? undefined : localeOfQuery(url.slice(queryAt + 1))) ?? DEFAULT_LOCALE };
}

/** The page's absolute address in `locale` (French without `?lang=`). */
export function pageUrl(baseUrl: string, path: string, locale: Locale): string {
  return `${baseUrl}${pathInLocale(path, locale)}`;
}

/** The canonical address in the page's language, and the page in every language for search engines. */
export function languageLinks(baseUrl: string, page: PageAddress): string[] {
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  return [
    link('canonical', pageUrl(baseUrl, page.path, page.locale)),
    ...SUPPORTED_LOCALES.map((locale) => link('alternate', pageUrl(baseUrl, page.path, locale), locale)),
    link('alternate', pageUrl(baseUrl, page.path, DEFAULT_LOCALE), 'x-default'),
  ];
}

/** The site's own title and description in the page's language, for pages without their own. */
export function siteHead(locale: Locale): string[] {
  return ['<title>Lieux</title>', `<meta name="description" content="${escapeHtml(SEO_TEXTS[locale].siteDescription)}" />`];
}

/**
 * The web app's index.html as the page at `page` in its language (issue 29 §5): `<html lang dir>`
 * right before any script runs, the page's own head (`head`, else the site's title and description
 * in that language), its canonical address and its `hreflang` alternates.
 */
export function localisedPage(indexHtml: string, baseUrl: string, page: PageAddress, head: readonly string[] = siteHead(page.locale)): string {
  const html = indexHtml
    .replace(/<html\b[^>]*>/, `<html lang="${page.locale}" dir="${directionOf(page.locale)}">`)
    .replace(/(<noscript>)[^<]*(<\/noscript>)/, `$1${escapeHtml(SEO_TEXTS[page.locale].needsJavaScript)}$2`);
  return withHead(html, [...head, ...languageLinks(baseUrl, page)].join('\n    '));
}
