import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales.js';

/** Enough for any browser's list; a longer header is read no further (it is the client's to keep short). */
const MAX_RANGES = 20;

/**
 * The product's language a request asks for by its `Accept-Language` header (RFC 9110 §12.5.4): the
 * ranges by their weight (`q`, 1 when absent; 0 means "not this one"), ties in the order written, and
 * the first whose primary subtag is a language of the product (`ar-MA` → `ar`). Anything else (no
 * header, `*`, only other languages) is French, the product's language.
 */
export function localeFromAcceptLanguage(header: string | readonly string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : (header as string | undefined);
  if (!value) return DEFAULT_LOCALE;
  const ranges = value
    .split(',', MAX_RANGES)
    .map((range, order) => {
      const [tag = '', ...parameters] = range.split(';');
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter)).find(Boolean);
      return { primary: (tag.trim().split('-')[0] ?? '').toLowerCase(), weight: q ? Number(q[1]) : 1, order };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map((range) => range.primary).find(isSupportedLocale) ?? DEFAULT_LOCALE;
}
