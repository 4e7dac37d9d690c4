// Screenshots of the help, legal and business pages, at phone (375 px) and desktop (1280 px)
// widths, in French and Arabic, for a person to look at: `npm run screenshots -w @lieux/web`
// after a build. Serves web/dist with `vite preview` (these pages call no API) and writes PNGs to
// /tmp/content-shots/ (or the directory given as first argument); nothing is committed.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';
import { launchTestBrowser } from '../../libs/testing/src/e2e/browser.ts';

const outDir = process.argv[2] ?? '/tmp/content-shots';
// `?search=` types the text into the page's search box (the FAQ's empty state, the help centre's results).
const PATHS = ['/faq', '/faq#ameliorer-score', '/faq?search=xylophone', '/centre-aide?search=score', '/guide', '/centre-aide', '/confidentialite', '/conditions', '/cookies', '/mentions-legales', '/rgpd', '/merchant'];
const WIDTHS = [375, 1280];
const LOCALES = ['fr', 'ar'];

mkdirSync(outDir, { recursive: true });
const server = await preview({ root: join(import.meta.dirname, '..'), logLevel: 'warn', preview: { port: 4890 } });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
try {
  for (const width of WIDTHS) {
    const browser = await launchTestBrowser({ width, height: 900 });
    try {
      for (const locale of LOCALES) {
        await browser.page.goto(`${base}/`);
        await browser.page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
        for (const path of PATHS) {
          const [route, typed] = path.split('?search=');
          await browser.page.goto(`${base}${route}`);
          await browser.page.locator('h1').first().waitFor();
          if (typed) await browser.page.getByRole('searchbox').fill(typed);
          await browser.page.waitForTimeout(300);
          const name = `${path.replace(/^\//, '').replace(/[#/?=]/g, '_')}-${locale}-${width}`;
          // Tiles a person can read (a whole long page shrinks to nothing in an image viewer).
          const { overflow, height } = await browser.page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            height: document.documentElement.scrollHeight,
          }));
          const tile = width < 600 ? 1400 : 1000;
          for (let part = 0; part * tile < height; part += 1) {
            const clip = { x: 0, y: part * tile, width, height: Math.min(tile, height - part * tile) };
            await browser.page.screenshot({ path: join(outDir, `${name}-${part + 1}.png`), fullPage: true, clip });
          }
          console.log(`${name}: ${Math.ceil(height / tile)} tile(s)${overflow > 0 ? `, horizontal overflow ${overflow} px` : ''}`);
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
