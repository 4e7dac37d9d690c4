// The JavaScript a first visit downloads, as it is sent (brotli, the .br files the build writes
// beside each chunk and the gateway serves by Accept-Encoding), per route: the entry chunk and its
// static imports, plus the screen's lazily loaded chunk and its static imports. Reads the manifest of
// `vite build` (web/dist/.vite/manifest.json). Exits 1 when a route exceeds its budget (web/README.md,
// "Size budget": the landing page LANDING_BUDGET_KB, every other route OTHER_BUDGET_KB), or when that
// JavaScript carries an English or Arabic text (they are fetched only for a reader of that language).
// The gzipped figure is printed beside it, for the clients that do not accept brotli.
//   node web/scripts/measure-initial-js.mjs [landingBudgetKb] [otherRoutesBudgetKb]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const src = join(import.meta.dirname, '..', 'src');
const LANDING_BUDGET_KB = 131;
const OTHER_BUDGET_KB = 133;
const landingBudgetKb = Number(process.argv[2] ?? LANDING_BUDGET_KB);
const otherBudgetKb = Number(process.argv[3] ?? OTHER_BUDGET_KB);
const LANDING = '/landing';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ROUTES = {
  '/landing': 'src/screens/landing/landing.page.tsx',
  '/search (home search page)': 'src/screens/home/home.page.tsx',
  '/recherche': 'src/screens/search/search.page.tsx',
  '/explorer': 'src/screens/explorer/explorer.page.tsx',
  '/venue/{slug}': 'src/screens/venue/venue.page.tsx',
  '/statut (and other pending screens)': 'src/screens/coming-soon/coming-soon.page.tsx',
  '/login (and protected routes, signed out)': 'src/screens/login/login.page.tsx',
  '/nimporte-quoi (not found)': 'src/screens/not-found/not-found.page.tsx',
  '/faq': 'src/screens/faq/faq.page.tsx',
  '/centre-aide': 'src/screens/help-center/help-center.page.tsx',
  '/merchant (business page)': 'src/screens/merchant/merchant.page.tsx',
  '/rgpd (and the other legal pages)': 'src/screens/legal/gdpr.page.tsx',
};

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzippedKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
/** The .br the build wrote (what the gateway sends); a file too small to have one goes as it is. */
const brotliKb = (file) => {
  const written = join(dist, `${file}.br`);
  if (existsSync(written)) return readFileSync(written).length / 1024;
  const raw = readFileSync(join(dist, file));
  return Math.min(raw.length, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length) / 1024;
};
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

let over = false;
const firstVisitFiles = new Set();
for (const [route, screen] of Object.entries(ROUTES)) {
  const chunks = new Set([...staticClosure(entryKey), ...staticClosure(screen)]);
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + brotliKb(file), 0);
  const gzipped = files.reduce((sum, file) => sum + gzippedKb(file), 0);
  over ||= total > (route === LANDING ? landingBudgetKb : otherBudgetKb);
  for (const file of files) firstVisitFiles.add(file);
  console.log(`${route.padEnd(40)} ${total.toFixed(1).padStart(7)} KB brotli JS (${gzipped.toFixed(1).padStart(5)} KB gzipped, ${files.length} files)`);
}
console.log(`budget (brotli, as sent): ${LANDING} ${landingBudgetKb} KB, every other route ${otherBudgetKb} KB`);

/**
 * The texts of every translation file (`home.en.ts`, `home.ar.ts`… beside `home.fr.ts`) that are
 * not also French texts of the same catalog ("FAQ", "Cookies", "Lieux" are the same in English)
 * and that no library could hold: a single English word may be a key name (`"Home"`), so only
 * phrases and non-Latin texts count. The translation files import types only, so Node runs them.
 */
/**
 * The French texts a catalog takes from libs/contracts rather than writing them (i18n/places.fr.ts:
 * the city and tag names' one home), written out as its file would, so that "Street food", French
 * and English alike, is not taken for a translation.
 */
async function frenchFromContracts(catalog) {
  if (catalog !== join('i18n', 'places')) return '';
  const { PLACE_NAMES_FR, placeMessagesOf } = await import('@lieux/contracts');
  return Object.values(placeMessagesOf(PLACE_NAMES_FR)).map((text) => `'${text}'`).join('\n');
}

async function translatedTexts() {
  const texts = new Map();
  for (const path of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    const match = /^(.*)\.([a-z]{2})\.ts$/.exec(path);
    if (!match || match[2] === 'fr' || !existsSync(join(src, `${match[1]}.fr.ts`))) continue;
    const french = readFileSync(join(src, `${match[1]}.fr.ts`), 'utf8') + (await frenchFromContracts(match[1]));
    const [messages] = Object.values(await import(pathToFileURL(join(src, path)).href));
    for (const text of Object.values(messages)) {
      const distinctive = /\s/.test(text.trim()) || /[^\u0000-\u024f]/.test(text);
      if (distinctive && !french.includes(`'${text}'`) && !french.includes(`"${text}"`)) texts.set(text, path);
    }
  }
  return texts;
}

const jsOf = (files) => [...files].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
const firstVisitJs = jsOf(firstVisitFiles);
const builtJs = jsOf(Object.values(manifest).map((chunk) => chunk.file).filter((file) => file.endsWith('.js')));
/** The text as a string literal, in any of the quotes the minifier may choose (it writes a no-break space as `\xA0`). */
const hasLiteral = (js, text) =>
  [text, text.replaceAll('\u00a0', '\\xA0')].some((written) => ['"', "'", '`'].some((quote) => js.includes(`${quote}${written}${quote}`)));
const texts = await translatedTexts();
const leaked = [...texts].filter(([text]) => hasLiteral(firstVisitJs, text));
// A text the build writes differently (escaped quotes) would pass unseen: such a text must fail.
const unseen = [...texts].filter(([text]) => !hasLiteral(builtJs, text));
for (const [text, path] of leaked) console.log(`in the first-visit JS: ${JSON.stringify(text)} (${path})`);
for (const [text, path] of unseen) console.log(`not found verbatim in the build: ${JSON.stringify(text)} (${path})`);
console.log(`English and Arabic texts in the first-visit JS: ${leaked.length} of ${texts.size}`);
process.exit(over || leaked.length > 0 || unseen.length > 0 || texts.size === 0 ? 1 : 0);
