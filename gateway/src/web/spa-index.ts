import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Locale } from '@lieux/contracts';
import { localisedPage, readPageAddress } from '../seo/localised-page.js';

/** Where the built web app is: WEB_DIST, else the repo's web/dist beside this gateway. */
export function resolveWebDist(configured: string): string {
  if (configured) return path.resolve(configured);
  return fileURLToPath(new URL('../../../web/dist', import.meta.url));
}

/**
 * The SPA's index.html, read once. Every non-API GET that matches no file gets it, so the web app's
 * router decides what to show (including its own not-found screen).
 */
export class SpaIndex {
  private readonly html: string | undefined;

  /** `publicUrl`: the site's origin (`PUBLIC_URL`), for each page's canonical and alternate addresses. */
  constructor(
    readonly webDist: string,
    private readonly publicUrl = '',
  ) {
    const indexPath = path.join(webDist, 'index.html');
    this.html = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  }

  get available(): boolean {
    return this.html !== undefined;
  }

  /**
   * The app's page at `url` (path and query as requested) in the language the address names:
   * `<html lang dir>`, title, description, canonical and `hreflang` alternates (issue 29 §5);
   * `head` in place of the site's title and description when the page has its own.
   */
  page(url: string, head?: (locale: Locale) => readonly string[]): string {
    const address = readPageAddress(url);
    return localisedPage(this.content, this.publicUrl, address, head?.(address.locale));
  }

  get content(): string {
    return (
      this.html ??
      '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Lieux</title>' +
        "<p>L'application web n'est pas construite : lancez <code>npm start</code>.</p></html>"
    );
  }
}
