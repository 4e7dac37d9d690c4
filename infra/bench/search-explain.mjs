// `node infra/bench/search-explain.mjs`: EXPLAIN ANALYZE of every query of the search mix
// (search-queries.mjs) on DATABASE_URL, as the venues service builds it (its compiled code:
// `npm run build` first), grouped by shape: median, p95 and max execution time, and the plans'
// top nodes. Seed first: `npm run seed -- --venues 100000`. Target (DESIGN.md): each under 10 ms.
//   EXPLAIN_LIMIT (1000): how many queries of the mix to explain.
//   `--query "q=cafe&city=Rabat"`: the plan of that one search (EXPLAIN ANALYZE, BUFFERS), text.
//   `--load`: the mix sent for 10 s through 10 connections (the venues service's pool), 20 at a
//   time: how many searches per second PostgreSQL itself answers on this machine.
//   `--open-at 2026-12-02T04:00:00+01:00`: every query of the mix with `open=now`, "now" being that
//   instant (docs/opening-hours.md): the filter's cost at an hour when most venues are open, or few.
//   `--count`: the first page's total instead (`countSql`, issue 28): how many venues match, read up
//   to TOTAL_COUNT_CAP + 1; the shapes' share past the cap is printed too.
import pg from 'pg';
import { urlFromEnv } from '@lieux/platform';
import { toSearchCriteria } from '../../services/venues/dist/venues/domain/search-criteria.js';
import { countSql, openShareAt, searchSql, textQuery } from '../../services/venues/dist/venues/infra/venue-search.postgres.js';
import { searchQueries } from './search-queries.mjs';

const SCHEMA = 'venues';
const LIMIT = Number(process.env.EXPLAIN_LIMIT ?? 1000);

/** The URL's parameters as the gateway's DTO turns them into a request (numbers as numbers). */
function requestOf(query) {
  const numbers = new Set(['lat', 'lng', 'radiusKm', 'minScore', 'limit']);
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, numbers.has(key) ? Number(value) : value]));
}

/** The plan's node types, outermost first, without the repeated ones: what the query walked. */
function nodesOf(plan, into = new Set()) {
  const relation = plan['Index Name'] ? ` ${plan['Index Name']}` : plan['Relation Name'] ? ` ${plan['Relation Name']}` : '';
  into.add(`${plan['Node Type']}${relation}`);
  for (const child of plan.Plans ?? []) nodesOf(child, into);
  return into;
}

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

const option = (name) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : (process.argv[at + 1] ?? '');
};
const counting = process.argv.includes('--count');
const openAt = option('--open-at') === undefined ? undefined : new Date(option('--open-at'));
if (openAt && Number.isNaN(openAt.getTime())) throw new Error(`--open-at ${option('--open-at')}: not a date`);

/** The SQL the venues service sends for one search URL's parameters. */
async function sqlOf(pool, query) {
  const result = toSearchCriteria(requestOf(openAt ? { ...query, open: 'now' } : query), openAt);
  if ('errors' in result) throw new Error(`${JSON.stringify(query)}: ${JSON.stringify(result.errors)}`);
  const { criteria } = result;
  const tsquery = criteria.words.length > 0 ? await textQuery(pool, SCHEMA, criteria.words) : undefined;
  if (counting) return countSql(SCHEMA, criteria, tsquery);
  const openShare = criteria.openAt && tsquery !== undefined ? await openShareAt(pool, SCHEMA, criteria.openAt.minuteOfWeek) : undefined;
  return searchSql(SCHEMA, criteria, tsquery, openShare);
}

if (option('--query') !== undefined) {
  const pool = new pg.Pool({ connectionString: urlFromEnv('DATABASE_URL'), max: 1 });
  const { text, values } = await sqlOf(pool, Object.fromEntries(new URLSearchParams(option('--query'))));
  await pool.query({ text: `explain analyze ${text}`, values });
  const { rows } = await pool.query({ text: `explain (analyze, buffers) ${text}`, values });
  console.log(`${text}\n${JSON.stringify(values)}\n\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  await pool.end();
  process.exit(0);
}

if (process.argv.includes('--load')) {
  const pool = new pg.Pool({ connectionString: urlFromEnv('DATABASE_URL'), max: 10 });
  const statements = [];
  for (const { query } of searchQueries()) statements.push(await sqlOf(pool, query));
  let next = 0;
  let answered = 0;
  const until = performance.now() + 10_000;
  const client = async () => {
    while (performance.now() < until) {
      await pool.query(statements[next++ % statements.length]);
      answered += 1;
    }
  };
  await Promise.all(Array.from({ length: 20 }, client));
  console.log(`[explain] ${(answered / 10).toFixed(0)} searches/s through 10 connections`);
  await pool.end();
  process.exit(0);
}

const pool = new pg.Pool({ connectionString: urlFromEnv('DATABASE_URL'), max: 1 });
try {
  const [{ count }] = (await pool.query(`select count(*)::int as count from ${SCHEMA}.venues where status = 'approved'`)).rows;
  console.log(`[explain] ${count} approved venues on ${new URL(urlFromEnv('DATABASE_URL')).pathname.slice(1)}${openAt ? `, every query with open=now at ${openAt.toISOString()}` : ''}`);
  const byShape = new Map();
  const words = [];
  for (const { shape, query } of searchQueries().slice(0, LIMIT)) {
    const started = performance.now();
    const { text, values } = await sqlOf(pool, query);
    if (query.q) words.push(performance.now() - started);
    // Twice: the first run warms the buffers as a live service's would be.
    await pool.query({ text: `explain (analyze, format json) ${text}`, values });
    const [{ 'QUERY PLAN': [explained] }] = (await pool.query({ text: `explain (analyze, buffers, format json) ${text}`, values })).rows;
    const entry = byShape.get(shape) ?? { times: [], pages: [], planning: [], nodes: new Map(), slowest: undefined };
    entry.times.push(explained['Execution Time']);
    // Pages read (8 kB, from the cache or not): what the plan costs, whatever the machine's load.
    entry.pages.push(explained.Plan['Shared Hit Blocks'] + explained.Plan['Shared Read Blocks']);
    entry.planning.push(explained['Planning Time']);
    const nodes = [...nodesOf(explained.Plan)].filter((node) => /Index|Scan|Bitmap/.test(node)).join(', ');
    entry.nodes.set(nodes, (entry.nodes.get(nodes) ?? 0) + 1);
    if (!entry.slowest || explained['Execution Time'] > entry.slowest.time) entry.slowest = { time: explained['Execution Time'], query };
    if (counting) {
      const [{ found }] = (await pool.query({ text, values })).rows;
      entry.capped = (entry.capped ?? 0) + (found > 1000 ? 1 : 0);
    }
    byShape.set(shape, entry);
  }
  console.log(`\n| Shape | queries | median | p95 | max | pages read (median / p95) | planning (median) | slowest query | scans (most frequent plan) |${counting ? ' past the cap |' : ''}`);
  console.log(`|---|---|---|---|---|---|---|---|---|${counting ? '---|' : ''}`);
  const all = [];
  const allPages = [];
  for (const [shape, entry] of byShape) {
    all.push(...entry.times);
    allPages.push(...entry.pages);
    const plan = [...entry.nodes].sort((a, b) => b[1] - a[1])[0][0];
    console.log(
      `| ${shape} | ${entry.times.length} | ${percentile(entry.times, 0.5).toFixed(2)} ms | ${percentile(entry.times, 0.95).toFixed(2)} ms | ${Math.max(...entry.times).toFixed(2)} ms | ${percentile(entry.pages, 0.5)} / ${percentile(entry.pages, 0.95)} | ${percentile(entry.planning, 0.5).toFixed(2)} ms | \`${new URLSearchParams(entry.slowest.query)}\` | ${plan} |${counting ? ` ${entry.capped} |` : ''}`,
    );
  }
  console.log(`\nAll ${all.length} queries: median ${percentile(all, 0.5).toFixed(2)} ms, p95 ${percentile(all, 0.95).toFixed(2)} ms, max ${Math.max(...all).toFixed(2)} ms, over 10 ms: ${all.filter((time) => time > 10).length}; pages read: median ${percentile(allPages, 0.5)}, p95 ${percentile(allPages, 0.95)}, max ${Math.max(...allPages)}`);
  if (words.length > 0) console.log(`Typo look-up (search_words, per query with words, round trip): median ${percentile(words, 0.5).toFixed(2)} ms, p95 ${percentile(words, 0.95).toFixed(2)} ms`);
} finally {
  await pool.end();
}
