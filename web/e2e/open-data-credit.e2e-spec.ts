import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { VenueDetailDto } from '@lieux/contracts';
import { uniqueHex } from '@lieux/testing';
import { launchTestBrowser, type TestBrowser } from '@lieux/testing/browser';
import { call, e2eSetting, queryE2eDatabase } from '@lieux/testing/e2e';
import { openDataAr } from '../src/screens/venue/open-data.ar';
import { openDataFr } from '../src/screens/venue/open-data.fr';
import { openIn, seriousAxeViolations } from './page-checks.e2e-helpers';

// Issue 32 §1: a venue imported from OpenStreetMap by the real command (`osm-import.main.js`, on the
// stack's database), then read by its page in French and Arabic: the ODbL credit, the licence and
// the object's link, at 375 and 1280 px. One café of its own, so the stack's other venues stay as
// other files expect them. SHOTS_DIR set: screenshots.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
    const folder = mkdtempSync(path.join(tmpdir(), 'lieux-osm-e2e-'));
    const file = path.join(folder, 'one-cafe.osm');
    writeFileSync(
      file,
      `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6">
  <node id="${OSM_ID}" version="3" lat="33.5951" lon="-7.6187">
    <tag k="amenity" v="cafe"/>
    <tag k="name" v="${name}"/>
    <tag k="name:ar" v="مقهى الاستيراد"/>
    <tag k="addr:street" v="Boulevard de la Corniche"/>
    <tag k="addr:housenumber" v="12"/>
    <tag k="addr:city" v="Casablanca"/>
    <tag k="opening_hours" v="Mo-Su 08:00-23:00"/>
  </node>
</osm>
`,
    );
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, 'services/venues/dist/osm-import.main.js'), '--quiet', file], {
        env: { ...process.env, DATABASE_URL: e2eSetting('E2E_DATABASE_URL') },
      });
      expect(stdout).toContain('importés : 1');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const [venue] = await queryE2eDatabase<{ slug: string }>(
      `select v.slug from venues.osm_objects o join venues.venues v on v.id = o.venue_id where o.osm_type = 'node' and o.osm_id = $1`,
      [OSM_ID],
    );
    slug = venue?.slug ?? '';
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
