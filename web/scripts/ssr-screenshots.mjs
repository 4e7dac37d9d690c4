// PNGs of the pages rendered on the server (issue 31 §2) at 375 and 1280 px, in French and Arabic,
// with JavaScript on (hydrated) and off (what the server sends, alone), against a running gateway:
//   SSR_BASE_URL=http://127.0.0.1:3000 node web/scripts/ssr-screenshots.mjs [outDir]
// (default /tmp/ssr-shots). Chromium is Debian's (/usr/bin/chromium); nothing is downloaded.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const base = (process.env.SSR_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const outDir = process.argv[2] ?? '/tmp/ssr-shots';
const venue = process.env.SSR_VENUE ?? 'cafe-bleu-des-oudayas-rabat';
const pages = [
  ['landing', '/landing'],
  ['explorer', '/explorer'],
  ['recherche', '/recherche?q=cafe'],
  ['venue', `/venue/${venue}`],
  ['faq', '/faq'],
  ['guide', '/guide'],
  ['centre-aide', '/centre-aide'],
  ['conditions', '/conditions'],
  ['statut', '/statut'],
  ['merchant', '/merchant'],
];
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const javaScriptEnabled of [true, false]) {
    for (const width of [375, 1280]) {
      // A French-speaking browser: an address without ?lang is the French page (another browser language redraws it in that one).
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 }, javaScriptEnabled, locale: 'fr-FR' });
      const page = await context.newPage();
      for (const locale of ['fr', 'ar']) {
        for (const [name, address] of pages) {
          const url = `${base}${address}${locale === 'fr' ? '' : `${address.includes('?') ? '&' : '?'}lang=${locale}`}`;
          await page.goto(url, { waitUntil: 'load' });
          // Images of the first screen (the LCP among them) drawn before the picture is taken.
          await page.evaluate(() => Promise.all([...document.images].filter((image) => !image.complete && image.loading !== 'lazy').map((image) => image.decode().catch(() => undefined))));
          const file = path.join(outDir, `${name}-${locale}-${width}${javaScriptEnabled ? '' : '-nojs'}.png`);
          await page.screenshot({ path: file, fullPage: false });
          console.log(file);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
