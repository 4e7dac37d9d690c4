/**
 * The LCP image's preload, from the rendered HTML: the first image the app marks `fetchpriority="high"`
 * (the venue page's cover, the first card of a list: web/src/venues/venue-cover.tsx), in the format
 * the `<picture>` offers first (AVIF), so the browser asks it while the stylesheet still loads.
 */
export function lcpImagePreload(appHtml: string): string | undefined {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(appHtml);
  if (!img) return undefined;
  const before = appHtml.slice(Math.max(0, appHtml.lastIndexOf('<picture', img.index)), img.index);
  const source = /<source\b[^>]*\btype="([^"]+)"[^>]*\bsrcset="([^"]+)"[^>]*>/.exec(before);
  const sizes = /\bsizes="([^"]+)"/.exec(source?.[0] ?? img[0])?.[1];
  const srcset = source?.[2] ?? /\bsrcset="([^"]+)"/.exec(img[0])?.[1];
  const src = /\bsrc="([^"]+)"/.exec(img[0])?.[1];
  if (!srcset && !src) return undefined;
  const attributes = [
    'rel="preload"',
    'as="image"',
    'fetchpriority="high"',
    ...(source ? [`type="${source[1]}"`] : []),
    ...(srcset ? [`imagesrcset="${srcset}"`] : [`href="${src}"`]),
    ...(srcset && sizes ? [`imagesizes="${sizes}"`] : []),
  ];
  return `<link ${attributes.join(' ')} />`;
}

/**
 * The SPA's page (already localised, with its head) carrying the server's rendering: the screen's
 * stylesheets (`styles`, route-styles.ts), the app's HTML
 * in `#root`, the data it was rendered with for the browser to hydrate (`payloadJson`, escaped for a
 * script element), the LCP image's preload, Mantine's light scheme on `<html>` from the first paint
 * (Mantine's SSR guide: no flash of the wrong colours), and no "needs JavaScript" notice, since the
 * page reads without it.
 */
export function withServerRender(pageHtml: string, appHtml: string, payloadJson: string, payloadId: string, styles: readonly string[] = []): string {
  const head = [...styles, lcpImagePreload(appHtml)].filter((tag) => tag !== undefined);
  return pageHtml
    .replace(/<html\b([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
    .replace(/<noscript>[^<]*<\/noscript>/, '')
    .replace('</head>', () => head.map((tag) => `  ${tag}\n`).join('') + '  </head>')
    .replace(
      '<div id="root"></div>',
      // A function, so that `$` in the app's text is not read as a replacement pattern.
      () => `<div id="root">${appHtml}</div>\n    <script id="${payloadId}" type="application/json">${payloadJson}</script>`,
    );
}
