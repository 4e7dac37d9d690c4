/**
 * Puts page-specific tags in the web app's index.html in place of its generic `<title>` and
 * description (Vite keeps both as written in web/index.html).
 */
export function withHead(indexHtml: string, head: string): string {
  const generic = /<title>[^<]*<\/title>|<meta name="description"[^>]*>/g;
  const stripped = indexHtml.replace(generic, '');
  return stripped.replace('</head>', `    ${head}\n  </head>`);
}
