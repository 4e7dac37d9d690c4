// `node infra/bench/osm-import.bench.mjs`: the OpenStreetMap import of issue 32 at scale. Writes a
// generated extract of OSM_BENCH_POIS venues (100,000: infra/scripts/lib/osm-extract.mjs, one in ten
// a building's way, so the second pass and the centroids are exercised), then runs
// `osm-import.main.js` on DATABASE_URL twice: the first run imports, the second finds everything
// unchanged (the cost of an idempotent refresh). Build first (`npx nx run venues:build`). Target
// (issue 32): 100,000 POIs in under 60 s. Prints the load average with the figures (docs/performance.md),
// and the CPU seconds the import took, its own and its PostgreSQL backends' (read from /proc while
// they run): on a loaded machine the wall clock mostly measures the others; the import and its
// backends take turns, so their CPU time is about what it takes on a quiet one.
//   OSM_BENCH_FILE: an extract to read instead of generating one (e.g. Geofabrik's Morocco .osm.pbf).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { urlFromEnv } from '@lieux/platform';
import { fileURLToPath } from 'node:url';
import { writeOsmExtract } from '../scripts/lib/osm-extract.mjs';

const POIS = Number(process.env.OSM_BENCH_POIS ?? 100_000);
const main = fileURLToPath(new URL('../../services/venues/dist/osm-import.main.js', import.meta.url));

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in seconds (Linux /proc), or undefined once it is gone. */
async function cpuSecondsOf(pid) {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Samples, every 200 ms, the CPU time of the child and of the database's other backends; `stop()` gives the totals. */
function sampleCpu(childPid, databaseUrl) {
  const database = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  const seen = new Map();
  let running = true;
  const loop = (async () => {
    await client.connect();
    const own = (await client.query('select pg_backend_pid() as pid')).rows[0].pid;
    while (running) {
      const { rows } = await client.query('select pid from pg_stat_activity where datname = $1 and pid <> $2', [database, own]);
      for (const pid of [childPid, ...rows.map((row) => row.pid)]) {
        const seconds = await cpuSecondsOf(pid);
        if (seconds !== undefined) seen.set(pid, Math.max(seen.get(pid) ?? 0, seconds));
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await client.end();
  })();
  return async () => {
    running = false;
    await loop;
    const importer = seen.get(childPid) ?? 0;
    const backends = [...seen.entries()].filter(([pid]) => pid !== childPid).reduce((sum, [, seconds]) => sum + seconds, 0);
    return { importer, backends };
  };
}

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
    let stop;
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--max-old-space-size=1024', main, '--quiet', file], { stdio: ['ignore', 'pipe', 'inherit'] });
      stop = sampleCpu(child.pid, urlFromEnv('DATABASE_URL'));
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`osm-import.main.js exited with ${code}`))));
    });
    const seconds = (performance.now() - started) / 1000;
    const cpu = await stop();
    console.log(`[osm-bench] ${run}: ${seconds.toFixed(1)} s wall clock (process start and migrations included), load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    console.log(`[osm-bench] ${run}: CPU ${cpu.importer.toFixed(1)} s in the import, ${cpu.backends.toFixed(1)} s in its PostgreSQL backends, ${(cpu.importer + cpu.backends).toFixed(1)} s in all`);
    console.log(String(output).trim());
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
