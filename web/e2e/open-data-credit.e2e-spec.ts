import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { VenueDetailDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { call, importOsmNode } from '@lieux/testing/e2e';
import { openDataAr } from '../src/screens/venue/open-data.ar';
import { openDataFr } from '../src/screens/venue/open-data.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// Issue 32 §1: a venue imported from OpenStreetMap by the real command (`osm-import.main.js`, on the
// stack's database), then read by its page in French and Arabic: the ODbL credit, the licence and
// the object's link, at 375 and 1280 px. One café of its own, so the stack's other venues stay as
// other files expect them. SHOTS_DIR set: screenshots.

const shotsDir = process.env.SHOTS_DIR;
const OSM_ID = 990_000_000 + Number.parseInt(uniqueHex().slice(0, 6), 16);

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

describe('a venue imported from OpenStreetMap, on its page', () => {
  const name = `Café Imported ${uniqueHex()}`;
  let slug: string;

  beforeAll(async () => {
    const imported = await importOsmNode({
      id: OSM_ID,
      lat: 33.5951,
      lon: -7.6187,
      tags: {
        'amenity': 'cafe',
        name,
        'name:ar': 'مقهى الاستيراد',
        'addr:street': 'Boulevard de la Corniche',
        'addr:housenumber': '12',
        'addr:city': 'Casablanca',
        'opening_hours': 'Mo-Su 08:00-23:00',
      },
    });
    expect(imported.report).toContain('importés : 1');
    slug = imported.slug;
    expect(slug).toBe(`cafe-imported-${name.split(' ').at(-1)}-casablanca-n${OSM_ID}`);
  });

  it('answers its source in the API: openData with the object on openstreetmap.org', async () => {
    const page = await call<VenueDetailDto>('GET', `/api/places/${slug}`);
    expect(page.body.openData).toEqual({ source: 'openstreetmap', url: `https://www.openstreetmap.org/node/${OSM_ID}` });
    expect(page.body.status).toBe('approved');
  });

  describe.each([
    ['fr', openDataFr],
    ['ar', openDataAr],
  ] as const)('in %s', (locale, texts) => {
    let browser: TestBrowser;
    afterEach(async () => {
      await browser?.close();
    });

    it.each([375, 1280])('credits « © les contributeurs d’OpenStreetMap », the ODbL and links the object, at %i px', async (width) => {
      browser = await launchTestBrowser({ width, height: 900 });
      const page = await browser.context.newPage();
      await openIn(page, locale, `/venue/${slug}`);
      const credit = page.getByRole('complementary', { name: texts.openDataTitle });
      await credit.waitFor();
      expect(await credit.textContent()).toContain(texts.openDataCredit);
      expect(await credit.textContent()).toContain(texts.openDataLicence);
      expect(await credit.getByRole('link', { name: texts.openDataCredit }).getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
      expect(await credit.getByRole('link', { name: texts.openDataLink }).getAttribute('href')).toBe(`https://www.openstreetmap.org/node/${OSM_ID}`);
      expect(await seriousAxeViolations(page, `/venue/${slug}`)).toEqual([]);
      await credit.scrollIntoViewIfNeeded();
      await shoot(page, `osm-credit-${locale}-${width}`);
    });
  });
});
