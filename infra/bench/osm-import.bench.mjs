// `node infra/bench/osm-import.bench.mjs`: the OpenStreetMap import of issue 32 at scale. Writes a
// generated extract of OSM_BENCH_POIS venues (100,000: infra/scripts/lib/osm-extract.mjs, one in ten
// a building's way, so the second pass and the centroids are exercised), then runs
// `osm-import.main.js` on DATABASE_URL twice: the first run imports, the second finds everything
// unchanged (the cost of an idempotent refresh). Build first (`npx nx run venues:build`). Target
// (issue 32): 100,000 POIs in under 60 s. Prints the load average with the figures (docs/performance.md).
//   OSM_BENCH_FILE: an extract to read instead of generating one (e.g. Geofabrik's Morocco .osm.pbf).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOsmExtract } from '../scripts/lib/osm-extract.mjs';

const POIS = Number(process.env.OSM_BENCH_POIS ?? 100_000);
const main = fileURLToPath(new URL('../../services/venues/dist/osm-import.main.js', import.meta.url));

const folder = await mkdtemp(join(tmpdir(), 'lieux-osm-bench-'));
try {
  let file = process.env.OSM_BENCH_FILE;
  if (!file) {
    file = join(folder, `bench-${POIS}.osm`);
    const started = performance.now();
    await writeOsmExtract(file, { pois: POIS });
    console.log(`[osm-bench] extract of ${POIS} venues: ${((await stat(file)).size / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const run of ['first run (import)', 'second run (nothing changed)']) {
    const started = performance.now();
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--max-old-space-size=1024', main, '--quiet', file], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`osm-import.main.js exited with ${code}`))));
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(`[osm-bench] ${run}: ${seconds.toFixed(1)} s wall clock (process start and migrations included), load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log(String(output).trim());
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
