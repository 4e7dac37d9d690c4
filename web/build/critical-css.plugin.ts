import path from 'node:path';
import Beasties from 'beasties';
import type { Plugin } from 'vite';

/** The text of a stylesheet of the build by its file name (`assets/index-….css`). */
export type StylesheetReader = (fileName: string) => string;

/** Beasties reading the stylesheets from the bundle being written, rather than from disk. */
class BundleBeasties extends Beasties {
  constructor(
    private readonly stylesheet: StylesheetReader,
    private readonly outDir: string,
  ) {
    super({
      path: outDir,
      publicPath: '/',
      // The stylesheet's <link> moves to the end of <body>: what is above it paints with the inlined
      // rules, and no inline script is needed to load it (the Content-Security-Policy refuses those:
      // gateway/src/http/security.ts), unlike the `media`/`swap` strategies' onload handlers.
      preload: 'body',
      // The whole stylesheet stays whole: the app's screens need all of it once the JavaScript runs.
      pruneSource: false,
      reduceInlineStyles: false,
      // The keyframes and fonts are for later paints.
      keyframes: 'critical',
      fonts: false,
      logLevel: 'warn',
    });
  }

  override readFile(filename: string): string {
    return this.stylesheet(path.relative(this.outDir, filename).split(path.sep).join('/'));
  }
}

/** `html` with the rules its elements use inlined in <head> and its stylesheets' links moved to the end of <body>. */
export function inlineCriticalCss(html: string, stylesheet: StylesheetReader, outDir = '/'): Promise<string> {
  return new BundleBeasties(stylesheet, outDir).process(html);
}

/**
 * Critical CSS for the first paint (issue 31 §3): the rules the page's elements use inlined in
 * index.html's <head>, and the app's stylesheet moved to the end of <body>, where it no longer holds
 * back the first paint. Runs after the other plugins' changes to the stylesheet and before the
 * compression. Not in vite.config.ts while the pages are drawn by JavaScript: measured, it made them
 * shift and drew the theme's colours wrong (web/README.md, "Critical CSS"); for the server-rendered
 * pages, `inlineCriticalCss` is the piece to run on each rendered page.
 */
export function criticalCssPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'lieux:critical-css',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = typeof index.source === 'string' ? index.source : new TextDecoder().decode(index.source);
        index.source = await inlineCriticalCss(
          html,
          (fileName) => {
            const output = bundle[fileName];
            if (output?.type !== 'asset') throw new Error(`critical CSS: ${fileName} is not in the bundle`);
            return typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
          },
          outDir,
        );
      },
    },
  };
}
