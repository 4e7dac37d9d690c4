// `node infra/bench/score.bench.mjs` (after `npm run build`): the full daily recompute of the influence
// score, metrics already pulled. On a throwaway database (`lieux_test_<hex>`, dropped at the end) it
// migrates the scoring schema, stores the inputs of BENCH_VENUES (100,000) venues as the connections
// service would answer them (a deterministic mix: 0 to 5 platforms each, every follower tier) and the
// venues' connections, then times a daily run exactly as the worker does it — the run and its batches
// made (SCORE_BATCH_SIZE, 500), every batch computed with the formula and written (computations,
// current scores, history, trust memory, flags, outbox events) in its own transaction, two batches at a
// time (the worker's concurrency). The metrics source reads the stored inputs instead of NATS, so what
// is timed is the recompute, not the platforms. Nothing here asserts on time; the numbers go to
// docs/performance.md and docs/scoring.md.
//   BENCH_VENUES (100000), BENCH_BATCH (500), BENCH_CONCURRENCY (2), BENCH_DAYS (1: run again as the next days)
import { performance } from 'node:perf_hooks';
import { messagingEntities, messagingMigrations } from '@lieux/service-kit';
import { openServiceDatabase } from '@lieux/persistence';
import { createTestDatabase } from '../../libs/testing/dist/infra/test-database.fixture.js';
import { scoringMigrations } from '../../services/scoring/dist/migrations/index.js';
import { ScoreRunEntity } from '../../services/scoring/dist/runs/infra/score-run.entity.js';
import { PostgresDailyRunRepository } from '../../services/scoring/dist/runs/infra/daily-run.repository.postgres.js';
import { DailyRunUseCases } from '../../services/scoring/dist/runs/app/daily-run.usecases.js';
import { ComputeScoresUseCase } from '../../services/scoring/dist/score/app/compute-scores.usecase.js';
import { PostgresScoreStore } from '../../services/scoring/dist/score/infra/score.store.postgres.js';
import { ScoringSql } from '../../services/scoring/dist/score/infra/scoring-sql.js';

const VENUES = Number(process.env.BENCH_VENUES ?? 100_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);
const DAYS = Number(process.env.BENCH_DAYS ?? 1);
const PROVIDERS = ['instagram', 'tiktok', 'facebook', 'google', 'linkedin'];

/** A small deterministic generator (mulberry32): the same venues and figures on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidOf(n) {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

/** One venue's platforms as `connections.metrics.pull` answers them; a sixth of the venues have none. */
function platformsOf(index, next) {
  const measuredAt = new Date().toISOString();
  return PROVIDERS.filter(() => next() < 0.6).map((provider) => {
    if (provider === 'google') {
      return { provider, connectionId: `${index}-${provider}`, followers: null, posts30d: null, interactions30d: null, rating: 1 + next() * 4, reviewCount: Math.floor(next() ** 2 * 3_000), measuredAt, fresh: true };
    }
    const followers = Math.floor(10 ** (1 + next() * 5.5));
    const posts30d = Math.floor(next() * 30);
    return { provider, connectionId: `${index}-${provider}`, followers, posts30d, interactions30d: Math.floor(followers * posts30d * next() * 0.12), rating: null, reviewCount: null, measuredAt, fresh: true };
  });
}

async function seed(sql) {
  const s = sql.schema;
  await sql.query(`create table "${s}".bench_inputs (venue_id uuid primary key, platforms jsonb not null)`);
  const next = random(13);
  for (let start = 0; start < VENUES; start += 5_000) {
    const rows = [];
    for (let index = start; index < Math.min(VENUES, start + 5_000); index += 1) rows.push({ venue_id: uuidOf(index + 1), platforms: platformsOf(index, next) });
    await sql.query(`insert into "${s}".bench_inputs select * from jsonb_to_recordset($1::jsonb) as r(venue_id uuid, platforms jsonb)`, [JSON.stringify(rows)]);
  }
  await sql.query(
    `insert into "${s}".tracked_connections (connection_id, venue_id, provider, counts, changed_at)
     select gen_random_uuid(), venue_id, p->>'provider', true, now() from "${s}".bench_inputs, jsonb_array_elements(platforms) as p`,
  );
  // A venue with no connection left still has a score: the daily run takes it too.
  await sql.query(`insert into "${s}".venue_scores (venue_id, computation_id, state, score, computed_at)
     select venue_id, gen_random_uuid(), 'not-scored', 0, now() - interval '1 day' from "${s}".bench_inputs where jsonb_array_length(platforms) = 0`);
  await sql.query(`analyze "${s}".bench_inputs; analyze "${s}".tracked_connections; analyze "${s}".venue_scores`);
}

/** "Already pulled": the stored inputs, read per request like the pull's answer. */
function storedMetrics(sql) {
  return {
    pull: async (venueIds) =>
      (await sql.query(`select venue_id as "venueId", platforms from "${sql.schema}".bench_inputs where venue_id = any($1::uuid[])`, [venueIds])).map((row) => ({ venueId: row.venueId, platforms: row.platforms })),
  };
}

async function main() {
  const database = await createTestDatabase();
  const orm = await openServiceDatabase({
    schema: 'scoring',
    databaseUrl: database.url,
    entities: [...messagingEntities, ScoreRunEntity],
    migrations: [...messagingMigrations, ...scoringMigrations],
    log: () => undefined,
  });
  try {
    const sql = new ScoringSql(orm);
    let t = performance.now();
    await seed(sql);
    console.log(`seeded ${VENUES} venues' inputs in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    for (let day = 0; day < DAYS; day += 1) {
      // Each "day" a day later: the history gets a new point and the trust memory turns over.
      const clock = { now: () => new Date(Date.now() + day * 86_400_000) };
      const daily = new DailyRunUseCases(new PostgresDailyRunRepository(orm), new ComputeScoresUseCase(storedMetrics(sql), new PostgresScoreStore(orm), clock), clock);
      t = performance.now();
      const run = await daily.start(`bench-${day}@${Date.now()}`, BATCH);
      const split = performance.now() - t;
      let nextBatch = 0;
      const batchTimes = [];
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (nextBatch < run.batches) {
            const batchNo = nextBatch++;
            const started = performance.now();
            await daily.runBatch(run.runId, batchNo);
            batchTimes.push(performance.now() - started);
          }
        }),
      );
      const total = performance.now() - t;
      const [check] = await sql.query(
        `select r.status, r.venues_computed, (select count(*)::int from "${sql.schema}".score_computations where run_id = r.id) as computations,
                (select count(*)::int from "${sql.schema}".outbox where subject = 'score.updated') as events
           from "${sql.schema}".score_runs r where r.id = $1`,
        [run.runId],
      );
      batchTimes.sort((a, b) => a - b);
      console.log(
        JSON.stringify({
          day: day + 1,
          venues: run.venuesTotal,
          batches: run.batches,
          splitMs: Math.round(split),
          totalSeconds: Number((total / 1000).toFixed(1)),
          venuesPerSecond: Math.round(run.venuesTotal / (total / 1000)),
          batchMsP50: Math.round(batchTimes[Math.floor(batchTimes.length / 2)]),
          batchMsP99: Math.round(batchTimes[Math.floor(batchTimes.length * 0.99)]),
          ...check,
        }),
      );
    }
  } finally {
    await orm.close(true);
    await database.drop();
  }
}

await main();
