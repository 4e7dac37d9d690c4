// What the screenshot scripts share: the reader's language chosen as the app keeps it, and a long
// page saved in tiles a person can read (at most four), `<name>-<locale>-<width>-<n>.png`.
import { join } from 'node:path';

/** Sets the app's language (localStorage `locale`) from a light page of the same origin. */
export async function chooseLocale(page, base, locale) {
  await page.goto(`${base}/faq`);
  await page.evaluate((chosen) => window.localStorage.setItem('locale', chosen), locale);
}

/** Saves the current page in tiles of `tile` pixels (1,000–1,400 on a phone, 2,600 on a desktop); logs each file. */
export async function saveTiles(page, { outDir, name, locale, width, tile }) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let part = 0; part * tile < height && part < 4; part += 1) {
    const file = join(outDir, `${name}-${locale}-${width}-${part + 1}.png`);
    await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: part * tile, width, height: Math.min(tile, height - part * tile) } });
    console.log(file);
  }
}
