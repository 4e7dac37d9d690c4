import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Each rendered page's screen module, as Vite's manifest names it. */
const SCREENS: ReadonlyArray<[RegExp, string]> = [
  [/^\/landing$/, 'src/screens/landing/landing.page.tsx'],
  [/^\/explorer$/, 'src/screens/explorer/explorer.page.tsx'],
  [/^\/recherche$/, 'src/screens/search/search.page.tsx'],
  [/^\/search$/, 'src/screens/home/home.page.tsx'],
  [/^\/venue\//, 'src/screens/venue/venue.page.tsx'],
  [/^\/faq$/, 'src/screens/faq/faq.page.tsx'],
  [/^\/guide$/, 'src/screens/guide/guide.page.tsx'],
  [/^\/centre-aide$/, 'src/screens/help-center/help-center.page.tsx'],
  [/^\/rgpd$/, 'src/screens/legal/gdpr.page.tsx'],
  [/^\/(confidentialite|conditions|cookies|mentions-legales)$/, 'src/screens/legal/legal-document.tsx'],
  [/^\/statut$/, 'src/screens/status/status.page.tsx'],
  [/^\/merchant$/, 'src/screens/merchant/merchant.page.tsx'],
];

/**
 * The stylesheets a rendered page needs beyond the entry's: a screen's CSS modules (the cards, the
 * explorer's dark page…) travel with its lazily loaded chunk, which the browser fetches only when the
 * script runs; a page sent already drawn names them in its head, so it is styled from the first
 * paint, with or without JavaScript. Read from Vite's manifest: the screen's chunk and every chunk it
 * imports or may import.
 */
export class RouteStyles {
  private readonly byScreen = new Map<string, string[]>();

  constructor(webDist: string) {
    const manifestPath = path.join(webDist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) return;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    const entryCss = new Set(Object.values(manifest).filter((chunk) => chunk.isEntry).flatMap((chunk) => chunk.css ?? []));
    for (const [, screen] of SCREENS) {
      const seen = new Set<string>();
      const css = new Set<string>();
      const visit = (key: string) => {
        // Not through the entry: it may import every screen.
        if (seen.has(key) || !manifest[key] || manifest[key].isEntry) return;
        seen.add(key);
        for (const file of manifest[key].css ?? []) if (!entryCss.has(file)) css.add(file);
        for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(next);
      };
      visit(screen);
      this.byScreen.set(screen, [...css]);
    }
  }

  /** `<link rel="stylesheet">` tags of the page at `pagePath` (no query). */
  linksFor(pagePath: string): string[] {
    const screen = SCREENS.find(([pattern]) => pattern.test(pagePath))?.[1];
    return (screen ? (this.byScreen.get(screen) ?? []) : []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  }
}
