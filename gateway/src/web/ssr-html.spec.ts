import { lcpImagePreload, withServerRender } from './ssr-html.js';

const COVER =
  '<picture><source type="image/avif" srcSet="/photos/a-480.avif 480w, /photos/a-960.avif 960w" sizes="100vw"/>' +
  '<img src="/photos/a-card.webp" srcSet="/photos/a-480.webp 480w" sizes="100vw" alt="" fetchPriority="high" loading="eager"/></picture>';

describe('the LCP image preload, from the rendered HTML', () => {
  it('preloads the first high-priority image in the format its picture offers first', () => {
    const html = COVER.replace('srcSet=', 'srcset=').replace('srcSet=', 'srcset=').replace('fetchPriority', 'fetchpriority');
    expect(lcpImagePreload(`<main><h1>Café</h1>${html}</main>`)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="/photos/a-480.avif 480w, /photos/a-960.avif 960w" imagesizes="100vw" />',
    );
  });

  it('preloads a lone image by its srcset, and nothing when no image is marked as the page’s first', () => {
    expect(lcpImagePreload('<img src="/a.webp" srcset="/a-480.webp 480w" sizes="50vw" fetchpriority="high">')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a-480.webp 480w" imagesizes="50vw" />',
    );
    expect(lcpImagePreload('<img src="/a.webp" loading="lazy">')).toBeUndefined();
  });
});

describe('the page carrying the server’s rendering', () => {
  const INDEX = '<html lang="ar" dir="rtl"><head><title>Lieux</title></head><body><div id="root"></div><noscript>يحتاج</noscript></body></html>';

  it('puts the app in #root, its data after it, Mantine’s light scheme on <html>, and drops the JavaScript notice', () => {
    const page = withServerRender(INDEX, '<main><h1>Prix: 5 $1</h1></main>', '{"queries":[]}', 'lieux-ssr');
    expect(page).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    // `$1` in the app's text stays as written (not a replacement pattern).
    expect(page).toContain('<div id="root"><main><h1>Prix: 5 $1</h1></main></div>');
    expect(page).toContain('<script id="lieux-ssr" type="application/json">{"queries":[]}</script>');
    expect(page).not.toContain('<noscript>');
  });
});
