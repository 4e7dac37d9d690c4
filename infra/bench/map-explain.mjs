// `node infra/bench/map-explain.mjs`: EXPLAIN ANALYZE of every view of the map mix (map-views.mjs)
// on DATABASE_URL, as the venues service builds the query (its compiled code: `npm run build`
// first), grouped by zoom and by source (the counts per cell, or the venues): median, p95 and max
// execution time, and the rows of venue_search the grouping read.
// Seed first: `npm run seed -- --venues 100000`. docs/map.md, docs/performance.md.
import pg from 'pg';
import { urlFromEnv } from '@lieux/platform';
import { toMapQuery } from '../../services/venues/dist/venue-map/domain/map-query.js';
import { mapSql, summaryAnswers } from '../../services/venues/dist/venue-map/infra/venue-map.postgres.js';
import { textQuery } from '../../services/venues/dist/venues/infra/venue-search.postgres.js';
import { mapViews } from './map-views.mjs';

const SCHEMA = 'venues';
/** "Open now" is not in the mix; any fixed instant does. */
const NOW = new Date('2026-11-24T09:00:00Z');
const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

/** The rows the plan's scan of venue_search produced: how much the grouping had to read. */
function scannedRows(plan) {
  if (/Scan/.test(plan['Node Type']) && plan['Relation Name'] === 'venue_search') return plan['Actual Rows'];
  return (plan.Plans ?? []).reduce((sum, child) => sum + scannedRows(child), 0);
}

const pool = new pg.Pool({ connectionString: urlFromEnv('DATABASE_URL'), max: 1 });
const byZoom = new Map();
for (const url of mapViews(Number(process.env.EXPLAIN_LIMIT ?? 500))) {
  const params = Object.fromEntries(new URLSearchParams(url.split('?')[1]));
  const request = { ...params, zoom: Number(params.zoom), ...(params.minScore ? { minScore: Number(params.minScore) } : {}) };
  const result = toMapQuery(request, NOW);
  if ('errors' in result) throw new Error(`${url}: ${JSON.stringify(result.errors)}`);
  const tsquery = result.query.filters.words.length > 0 ? await textQuery(pool, SCHEMA, result.query.filters.words) : undefined;
  const { text, values } = mapSql(SCHEMA, result.query, tsquery);
  await pool.query({ text: `explain (analyze, format json) ${text}`, values }); // warm
  const { rows } = await pool.query({ text: `explain (analyze, format json) ${text}`, values });
  const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
  // By zoom and by source: the counts per cell, or the venues themselves (a filter they do not hold).
  const key = `${String(request.zoom).padStart(2)} ${summaryAnswers(result.query, tsquery) ? 'cells' : 'venues'}`;
  const entry = byZoom.get(key) ?? { times: [], rows: [] };
  entry.times.push(ms);
  entry.rows.push(scannedRows(plan));
  byZoom.set(key, entry);
}
await pool.end();

const all = [...byZoom.values()].flatMap((entry) => entry.times);
console.log(`| zoom, from | views | median | p95 | max | venue_search rows read (median) |\n|---|---|---|---|---|---|`);
for (const [key, entry] of [...byZoom].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`| ${key.trim()} | ${entry.times.length} | ${percentile(entry.times, 0.5).toFixed(2)} ms | ${percentile(entry.times, 0.95).toFixed(2)} ms | ${Math.max(...entry.times).toFixed(2)} ms | ${percentile(entry.rows, 0.5)} |`);
}
console.log(`\nall ${all.length} views: median ${percentile(all, 0.5).toFixed(2)} ms, p95 ${percentile(all, 0.95).toFixed(2)} ms, max ${Math.max(...all).toFixed(2)} ms, over 10 ms: ${all.filter((ms) => ms > 10).length}`);
