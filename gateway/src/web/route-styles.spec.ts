import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RouteStyles } from './route-styles.js';

describe('the stylesheets a rendered page names in its head', () => {
  let dist: string;

  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'lieux-route-styles-'));
    mkdirSync(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], dynamicImports: ['src/screens/explorer/explorer.page.tsx', 'src/screens/faq/faq.page.tsx'] },
      'src/screens/explorer/explorer.page.tsx': { file: 'assets/explorer.js', css: ['assets/explorer.css'], imports: ['index.html', '_card.js'], dynamicImports: ['_lazy.js'] },
      '_card.js': { file: 'assets/c-card.js', css: ['assets/card.css'] },
      '_lazy.js': { file: 'assets/c-lazy.js', css: ['assets/lazy.css'] },
      'src/screens/faq/faq.page.tsx': { file: 'assets/faq.js', css: ['assets/content.css'], imports: ['index.html'] },
    };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('names the screen’s CSS and that of what it imports or may import, never the entry’s nor other screens’', () => {
    const styles = new RouteStyles(dist);
    expect(styles.linksFor('/explorer')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/explorer.css">',
      '<link rel="stylesheet" crossorigin href="/assets/card.css">',
      '<link rel="stylesheet" crossorigin href="/assets/lazy.css">',
    ]);
    expect(styles.linksFor('/faq')).toEqual(['<link rel="stylesheet" crossorigin href="/assets/content.css">']);
    expect(styles.linksFor('/compte')).toEqual([]);
  });
});
