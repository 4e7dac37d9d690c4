import { inlineCriticalCss } from './critical-css.plugin';

describe('the critical CSS of the page shell', () => {
  const html =
    '<!doctype html><html lang="fr"><head><title>Lieux</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
    '<body><div id="root"></div><noscript>Lieux a besoin de JavaScript pour fonctionner.</noscript></body></html>';
  const css = ':root{--mantine-color-body:#fff}body{margin:0}.m_11111111{padding:4px}@keyframes spin{to{rotate:1turn}}';

  it('inlines the rules the shell uses and moves the stylesheet to the end of the body, out of the first paint', async () => {
    const stylesheets: string[] = [];
    const page = await inlineCriticalCss(html, (fileName) => {
      stylesheets.push(fileName);
      return css;
    });
    expect(stylesheets).toEqual(['assets/index-abc.css']);
    const [head, body] = page.split('</head>');
    expect(head).toMatch(/<style>[^<]*--mantine-color-body:#fff[^<]*body\{margin:0\}[^<]*<\/style>/);
    expect(head).not.toContain('m_11111111');
    expect(head).not.toContain('<link rel="stylesheet"');
    expect(body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-abc.css"><\/body>/);
    // No inline script or handler: the Content-Security-Policy (script-src 'self') would refuse it.
    expect(page).not.toMatch(/onload=|<script>/);
    expect(body).toContain('<div id="root"></div>');
  });
});
