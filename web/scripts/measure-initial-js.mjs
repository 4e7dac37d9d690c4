// The JavaScript a first visit downloads, gzipped, per route: the entry chunk and its static
// imports, plus the screen's lazily loaded chunk and its static imports. Reads the manifest of
// `vite build` (web/dist/.vite/manifest.json). Exits 1 when a route exceeds the budget
// (DESIGN.md: landing page JavaScript under 150 KB gzipped).
//   node web/scripts/measure-initial-js.mjs [budgetKb]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const budgetKb = Number(process.argv[2] ?? 150);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const ROUTES = {
  '/ (home search page)': 'src/screens/home/home.page.tsx',
  '/landing (and other pending screens)': 'src/screens/coming-soon/coming-soon.page.tsx',
  '/nimporte-quoi (not found)': 'src/screens/not-found/not-found.page.tsx',
};

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzippedKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

let over = false;
for (const [route, screen] of Object.entries(ROUTES)) {
  const chunks = new Set([...staticClosure(entryKey), ...staticClosure(screen)]);
  const files = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzippedKb(file), 0);
  over ||= total > budgetKb;
  console.log(`${route.padEnd(40)} ${total.toFixed(1).padStart(7)} KB gzipped JS (${files.length} files)`);
}
console.log(`budget: ${budgetKb} KB`);
process.exit(over ? 1 : 0);
