import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { addDays, moroccoDay, RPC, type Actor, type EventMap, type ScoreBreakdownDto, type ScoreUpdatedV1 } from '@lieux/contracts';
import { createLogger } from '@lieux/platform';
import { RpcFailure, ServiceClient } from '@lieux/messaging';
import { EventOutbox, SERVICE_ENV, startService } from '@lieux/service-kit';
import { createRedisPrefix, startTestService, useTestService, type RedisPrefix } from '@lieux/testing';
import { ScoringEnv, ScoringWorkerEnv } from '../../config/scoring.env.js';
import { RECOMPUTE_ALL_JOB, RECOMPUTE_VENUE_JOB, type ScoresQueue } from '../../runs/infra/scores.queue.js';
import { SCORES_QUEUE_TOKEN } from '../../runs/infra/scoring.tokens.js';
import { scoreVenue, type PlatformScore } from '../domain/venue-score.js';
import { ScoreRetentionTask } from './score-retention.task.js';
import { ScoringSql } from './scoring-sql.js';
import { ConnectionsStandIn, type StandInMetrics } from '../test/connections-stand-in.js';

jest.setTimeout(60_000);

const admin: Actor = { userId: randomUUID(), role: 'admin', plan: 'free' };
const merchant: Actor = { userId: randomUUID(), role: 'merchant', plan: 'free' };

const instagram = (followers: number, interactions30d = 900, posts30d = 9): StandInMetrics => ({ provider: 'instagram', followers, posts30d, interactions30d, rating: null, reviewCount: null });
const google = (rating: number, reviewCount: number): StandInMetrics => ({ provider: 'google', followers: null, posts30d: null, interactions30d: null, rating, reviewCount });

/** Polls `probe` until it returns something truthy (the signal), or fails after `timeoutMs`. */
async function until<T>(probe: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the scoring service and its worker, on real PostgreSQL, Redis and NATS', () => {
  const connections = new ConnectionsStandIn();
  let redis: RedisPrefix;
  let worker: INestApplicationContext | undefined;

  const scoring = useTestService(async () => {
    redis = await createRedisPrefix();
    return startTestService({
      name: 'scoring',
      env: new ScoringEnv(),
      settings: {
        REDIS_URL: redis.url,
        REDIS_PREFIX: redis.prefix.replace(/:$/, ''),
        SCORE_BATCH_SIZE: 5,
        SCORE_RECOMPUTE_DELAY_MS: 400,
        SCORE_JOB_BACKOFF_MS: 100,
        METRICS_PULL_TIMEOUT_MS: 5_000,
        SCORE_WORKER_CONCURRENCY: 1,
      },
      module: async () => (await import('../../scoring.module.js')).scoringModule,
      start: startService,
      client: (nc, subjectPrefix) => new ServiceClient(nc, 5_000, subjectPrefix),
      beforeStart: (nc, namespace) => connections.start(nc, namespace.subjectPrefix),
    });
  });

  async function startWorker(): Promise<INestApplicationContext> {
    const env = Object.assign(new ScoringWorkerEnv(), scoring().service.get<ScoringEnv>(SERVICE_ENV));
    const { scoringWorkerModule } = await import('../../scoring.module.js');
    const app = await NestFactory.createApplicationContext(scoringWorkerModule(env, createLogger('scoring-worker', 'silent')), { logger: false });
    await app.init();
    return app;
  }

  beforeAll(async () => {
    worker = await startWorker();
  });

  afterAll(async () => {
    connections.stop();
    await worker?.close();
    await redis?.cleanup();
  });

  /** `$n` parameters, arrays as PostgreSQL arrays: the service's own pool, as its repositories use it. */
  const sql = <T extends object>(query: string, params: unknown[] = []) => new ScoringSql(scoring().service.get(MikroORM)).query<T>(query, params);
  const breakdown = (venueId: string) => scoring().client.request(RPC.scoringBreakdown, { venueId }, { actor: undefined });
  const progress = () => scoring().client.request(RPC.scoringRunProgress, {}, { actor: admin });
  const computations = (venueId: string) => sql<{ id: string; run_id: string; score: number; state: string; platforms: PlatformScore[] }>('select id, run_id, score, state, platforms from scoring.score_computations where venue_id = $1 order by computed_at', [venueId]);

  async function publish<K extends keyof EventMap>(subject: K, payload: EventMap[K]): Promise<void> {
    const em = scoring().service.get(MikroORM).em.fork();
    new EventOutbox().add(em, subject, payload);
    await em.flush();
  }

  function connected(venueId: string, provider: 'instagram' | 'google' = 'instagram', connectionId = randomUUID()): EventMap['connection.created'] {
    return { connectionId, venueId, provider, accountRef: 'acct', accountName: 'Compte', profileUrl: null, isActive: true, status: 'active', connectedAt: new Date().toISOString() };
  }

  it('answers a venue it never computed as not scored: 0, no time, five platforms not counted, no history', async () => {
    const answer = await breakdown(randomUUID());
    expect(answer).toMatchObject({ state: 'not-scored', score: 0, computedAt: null, history: [], formulaVersion: 1 });
    expect(answer.platforms.map((platform) => [platform.provider, platform.counted])).toEqual([
      ['instagram', false],
      ['tiktok', false],
      ['facebook', false],
      ['google', false],
      ['linkedin', false],
    ]);
    await expect(breakdown('not-a-uuid')).rejects.toMatchObject({ code: 'venue_not_found' });
  });

  it('recomputes a venue within seconds of a connection event, stores the computation and publishes score.updated', async () => {
    const venueId = randomUUID();
    connections.set(venueId, [instagram(12_000, 3_000), google(4.6, 400)]);
    const started = Date.now();
    await publish('connection.created', connected(venueId));
    const [computation] = await until(async () => (await computations(venueId)).length > 0 && computations(venueId), 'the computation');
    expect(Date.now() - started).toBeLessThan(10_000);

    // Recomputed by hand from the stored inputs, it is the same score.
    const stored = computation.platforms.filter((platform) => platform.counted).map((platform) => ({ provider: platform.provider, ...platform.inputs! }));
    const answer: ScoreBreakdownDto = await breakdown(venueId);
    // The Moroccan day of the computation itself: the test's own clock may already be past midnight.
    const day = moroccoDay(new Date(answer.computedAt!));
    const byHand = scoreVenue(stored, {}, day);
    expect(computation).toMatchObject({ state: 'scored', score: byHand.score });
    expect(answer).toMatchObject({ venueId, state: 'scored', score: byHand.score, formulaVersion: 1, history: [{ day, score: byHand.score }] });
    expect(answer.platforms.map((platform) => platform.provider)).toEqual(['instagram', 'tiktok', 'facebook', 'google', 'linkedin']);
    expect(answer.platforms.map((platform) => platform.counted)).toEqual([true, false, false, true, false]);
    const sum = answer.platforms.reduce((total, platform) => total + platform.contribution, 0);
    expect(Math.abs(sum - answer.score)).toBeLessThanOrEqual(0.1);
    expect(answer.platforms[0].inputs).toMatchObject({ followers: 12_000, posts30d: 9, interactions30d: 3_000 });

    const [event] = await until(
      async () => {
        const rows = await sql<{ payload: { payload: ScoreUpdatedV1 } }>(`select payload from scoring.outbox where subject = 'score.updated' and payload->'payload'->>'venueId' = $1`, [venueId]);
        return rows.length > 0 && rows;
      },
      'score.updated in the outbox',
    );
    expect(event.payload.payload).toEqual({
      venueId,
      score: byHand.score,
      computedAt: answer.computedAt,
      state: 'scored',
      formulaVersion: 1,
      computationId: computation.id,
      platformScores: { ig: byHand.platforms[0].subScore, tt: null, fb: null, li: null, gb: byHand.platforms[3].subScore },
    });
  });

  it('collapses a burst of connection events into one computation', async () => {
    const venueId = randomUUID();
    connections.set(venueId, [instagram(3_000)]);
    const connectionId = randomUUID();
    await publish('connection.created', connected(venueId, 'instagram', connectionId));
    for (let i = 0; i < 4; i += 1) {
      await publish('connection.updated', { ...connected(venueId, 'instagram', connectionId), isActive: i % 2 === 1, updatedAt: new Date().toISOString() });
    }
    await until(async () => (await computations(venueId)).length > 0, 'the computation');
    // The signal that nothing more is coming: all five events applied, and no job of the venue left.
    await until(async () => (await sql<{ n: number }>(`select count(*)::int as n from scoring.inbox where subject like 'connection.%' and event_id in (select id from scoring.outbox where payload->'payload'->>'venueId' = $1)`, [venueId]))[0].n === 5, 'the five events applied');
    const queue = scoring().service.get<ScoresQueue>(SCORES_QUEUE_TOKEN);
    await until(async () => {
      const pending = await queue.getJobs(['waiting', 'delayed', 'active', 'prioritized']);
      return !pending.some((job) => job.name === RECOMPUTE_VENUE_JOB && job.data.venueId === venueId);
    }, 'no job of the venue left');
    expect(await computations(venueId)).toHaveLength(1);
    expect(connections.pullsOf(venueId)).toBe(1);
    expect((await sql<{ connection_id: string; counts: boolean }>('select connection_id, counts from scoring.tracked_connections where venue_id = $1', [venueId]))).toEqual([{ connection_id: connectionId, counts: true }]);
  });

  it('retries a job whose metrics pull failed, and keeps the failed attempt in the run history', async () => {
    const venueId = randomUUID();
    connections.set(venueId, [instagram(800)]);
    connections.failNext(venueId, 1);
    await publish('connection.created', connected(venueId));
    await until(async () => (await computations(venueId)).length > 0, 'the computation after the retry');
    // The computation is stored before its run is closed: wait for the run's own end, not only the computation.
    const runStatuses = async () => (await sql<{ status: string }>(`select status from scoring.score_runs where kind = 'venue' and venue_id = $1 order by started_at`, [venueId])).map((run) => run.status);
    await until(async () => !(await runStatuses()).includes('running'), 'the second run closed');
    expect(await runStatuses()).toEqual(['failed', 'succeeded']);
    expect(connections.pullsOf(venueId)).toBe(2);
    expect(await computations(venueId)).toHaveLength(1);
  });

  it('brings a venue back to not scored when its last connection is removed', async () => {
    const venueId = randomUUID();
    const connection = connected(venueId);
    connections.set(venueId, [instagram(5_000)]);
    await publish('connection.created', connection);
    await until(async () => (await computations(venueId)).length === 1, 'the first computation');
    connections.set(venueId, []);
    await publish('connection.removed', { connectionId: connection.connectionId, venueId, provider: 'instagram', removedAt: new Date().toISOString() });
    await until(async () => (await computations(venueId)).length === 2, 'the second computation');
    expect(await breakdown(venueId)).toMatchObject({ state: 'not-scored', score: 0 });
    expect(await sql('select 1 from scoring.tracked_connections where venue_id = $1', [venueId])).toEqual([]);
  });

  it('forgets a deleted venue: its computations, history and tracked connections go, and a recompute queued after saves nothing', async () => {
    const venueId = randomUUID();
    const connection = connected(venueId);
    connections.set(venueId, [instagram(7_000)]);
    await publish('connection.created', connection);
    await until(async () => (await computations(venueId)).length === 1, 'the first computation');
    // The order a deleted venue's events may take: its deletion, then its connection's removal, which enqueues a recompute.
    await publish('venue.deleted', { venueId, slug: 'lieu-ferme', ownerUserId: merchant.userId, cause: 'owner', deletedAt: new Date().toISOString() });
    await publish('connection.removed', { connectionId: connection.connectionId, venueId, provider: 'instagram', removedAt: new Date().toISOString() });
    await until(async () => (await sql<{ n: number }>(`select count(*)::int as n from scoring.inbox where subject in ('venue.deleted', 'connection.removed') and event_id in (select id from scoring.outbox where payload->'payload'->>'venueId' = $1)`, [venueId]))[0].n === 2, 'both events applied');
    const queue = scoring().service.get<ScoresQueue>(SCORES_QUEUE_TOKEN);
    await until(async () => {
      const pending = await queue.getJobs(['waiting', 'delayed', 'active', 'prioritized']);
      return !pending.some((job) => job.name === RECOMPUTE_VENUE_JOB && job.data.venueId === venueId);
    }, 'no job of the venue left');
    for (const table of ['score_computations', 'venue_scores', 'score_history', 'tracked_connections', 'platform_trust', 'score_flags']) {
      expect([table, await sql(`select 1 from scoring.${table} where venue_id = $1`, [venueId])]).toEqual([table, []]);
    }
    expect(await sql('select venue_id from scoring.deleted_venues where venue_id = $1', [venueId])).toEqual([{ venue_id: venueId }]);
    expect(await breakdown(venueId)).toMatchObject({ state: 'not-scored', score: 0, history: [] });
  });

  it('holds a sudden jump of followers without more interactions, flags it once and publishes score.flagged', async () => {
    const venueId = randomUUID();
    // The calendar day before today's, not the day of 24 hours ago: Casablanca has a 25-hour day.
    const yesterday = addDays(moroccoDay(new Date()), -1);
    await sql(`insert into scoring.platform_trust (venue_id, provider, current_day, current_followers, current_interactions) values ($1, 'instagram', $2, 1000, 500)`, [venueId, yesterday]);
    connections.set(venueId, [instagram(10_000, 500)]);
    await publish('connection.created', connected(venueId));
    const [computation] = await until(async () => (await computations(venueId)).length > 0 && computations(venueId), 'the computation');
    expect(computation.platforms[0]).toMatchObject({ heldFollowers: 1_200, inputs: { followers: 10_000 } });
    const honest = scoreVenue([{ ...instagram(1_200, 500), measuredAt: new Date().toISOString() }], {}, moroccoDay(new Date()));
    expect(computation.platforms[0].components?.audience).toBeCloseTo(honest.platforms[0].components!.audience!, 12);

    const flags = await scoring().client.request(RPC.scoringFlags, {}, { actor: admin });
    const flag = flags.find((candidate) => candidate.venueId === venueId);
    expect(flag).toMatchObject({ provider: 'instagram', kind: 'growth-anomaly', clearedAt: null });
    expect(flag?.detail).toMatch(/^Abonnés passés de 1\s000 à 10\s000 en un jour sans hausse des interactions/);
    expect((await breakdown(venueId)).platforms[0].flags).toEqual(['growth-anomaly']);
    const flagged = await until(async () => {
      const rows = await sql<{ payload: { payload: EventMap['score.flagged'] } }>(`select payload from scoring.outbox where subject = 'score.flagged' and payload->'payload'->>'venueId' = $1`, [venueId]);
      return rows.length > 0 && rows;
    }, 'score.flagged in the outbox');
    expect(flagged[0].payload.payload).toMatchObject({ flagId: flag?.id, kind: 'growth-anomaly', provider: 'instagram' });

    // Computed again the same day, still held, and not flagged twice.
    await publish('connection.updated', { ...connected(venueId), updatedAt: new Date().toISOString() });
    await until(async () => (await computations(venueId)).length === 2, 'the second computation');
    expect((await computations(venueId))[1].platforms[0]).toMatchObject({ heldFollowers: 1_200 });
    expect(await sql(`select 1 from scoring.score_flags where venue_id = $1`, [venueId])).toHaveLength(1);
  });

  it('judges a jump of followers the same day an account was first read', async () => {
    const venueId = randomUUID();
    const connection = connected(venueId);
    connections.set(venueId, [instagram(2_000, 600)]);
    await publish('connection.created', connection);
    await until(async () => (await computations(venueId)).length === 1, 'the first computation');
    connections.set(venueId, [instagram(9_000, 600)]);
    await publish('connection.updated', { ...connection, updatedAt: new Date().toISOString() });
    const later = await until(async () => (await computations(venueId)).length === 2 && computations(venueId), 'the second computation');
    expect(later[1].platforms[0]).toMatchObject({ heldFollowers: 2_400, flags: [expect.objectContaining({ kind: 'growth-anomaly' })] });
  });

  it('refuses the admins’ lists to anyone else', async () => {
    for (const call of [
      () => scoring().client.request(RPC.scoringRunProgress, {}, { actor: merchant }),
      () => scoring().client.request(RPC.scoringStale, {}, { actor: merchant }),
      () => scoring().client.request(RPC.scoringFlags, {}, { actor: merchant }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'forbidden' });
    }
    await expect(scoring().client.request(RPC.scoringFlags, {}, { actor: undefined })).rejects.toBeInstanceOf(RpcFailure);
  });

  it('runs the daily recompute over every venue in batches, resumes after the worker stops mid-run, and computes each venue once', async () => {
    const venueIds = Array.from({ length: 23 }, () => randomUUID());
    for (const [index, venueId] of venueIds.entries()) connections.set(venueId, index % 3 === 0 ? [] : [instagram(500 + index * 100)]);
    await sql(
      `insert into scoring.tracked_connections (connection_id, venue_id, provider, counts, changed_at) select gen_random_uuid(), v, 'instagram', true, now() from unnest($1::uuid[]) as v`,
      [venueIds],
    );
    const known = (await sql<{ n: number }>('select count(*)::int as n from (select venue_id from scoring.tracked_connections union select venue_id from scoring.venue_scores) v'))[0].n;
    const before = connections.requests.length;
    connections.delayMs = 300;
    const queue = scoring().service.get<ScoresQueue>(SCORES_QUEUE_TOKEN);
    await queue.add(RECOMPUTE_ALL_JOB, { reason: 'manual' });

    const running = await until(async () => {
      const state = await progress();
      return state.status === 'running' && state.venuesDone >= 10 && state;
    }, 'two batches done');
    await worker?.close();
    worker = undefined;
    const stopped = await progress();
    expect(stopped).toMatchObject({ runId: running.runId, status: 'running', venuesTotal: known });
    expect(stopped.venuesDone).toBeLessThan(known);

    connections.delayMs = 0;
    worker = await startWorker();
    const done = await until(async () => {
      const state = await progress();
      return state.status !== 'running' && state;
    }, 'the run to finish');
    expect(done).toMatchObject({ runId: running.runId, status: 'succeeded', venuesDone: known, venuesTotal: known, batchesFailed: 0 });
    expect(Date.parse(done.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done.startedAt!));

    const perVenue = await sql<{ venue_id: string; n: number }>('select venue_id, count(*)::int as n from scoring.score_computations where run_id = $1 group by venue_id', [running.runId]);
    expect(perVenue).toHaveLength(known);
    expect(perVenue.every((row) => row.n === 1)).toBe(true);
    for (const request of connections.requests.slice(before)) expect(request.length).toBeLessThanOrEqual(100);
    // The venues without a counted connection are not scored, the others are.
    expect(await breakdown(venueIds[0])).toMatchObject({ state: 'not-scored', score: 0 });
    expect((await breakdown(venueIds[1])).state).toBe('scored');
  });

  it('keeps 400 days of computations, history and runs, and never a venue’s current computation', async () => {
    const venueId = randomUUID();
    // The round is given a fixed "now": a day 401 days back is then always 2025-10-22 and the cut-off
    // 2025-10-23, whatever the hour of the run (Casablanca's 23- and 25-hour days around Ramadan
    // could otherwise put both on one Moroccan day). The rows written now are newer than any such cut-off.
    const now = new Date('2026-11-27T12:00:00.000Z');
    const old = new Date(now.getTime() - 401 * 86_400_000);
    const [current, past] = [randomUUID(), randomUUID()];
    // The current score first, as the worker writes it (with its computation, in one transaction).
    await sql(`insert into scoring.venue_scores (venue_id, computation_id, state, score, computed_at) values ($1, $2, 'scored', 10, $3)`, [venueId, current, old]);
    await sql(
      `insert into scoring.score_computations (id, venue_id, run_id, state, score, formula_version, platforms, computed_at)
       select id, $2, gen_random_uuid(), 'scored', 10, 1, '[]', $3 from unnest($1::uuid[]) as id`,
      [[current, past], venueId, old],
    );
    await sql(`insert into scoring.score_history (venue_id, day, state, score, computation_id, computed_at) values ($1, $2, 'scored', 10, $3, $4), ($1, current_date, 'scored', 10, $3, now())`, [venueId, moroccoDay(old), current, old]);
    await worker!.get(ScoreRetentionTask).round(now);
    expect((await sql<{ id: string }>('select id from scoring.score_computations where venue_id = $1', [venueId])).map((row) => row.id)).toEqual([current]);
    expect(await sql('select day from scoring.score_history where venue_id = $1', [venueId])).toHaveLength(1);
  });

  it('lists the venues whose score is older than 24 hours for admins', async () => {
    const [{ venue_id: venueId }] = await sql<{ venue_id: string }>('select venue_id from scoring.venue_scores limit 1');
    await sql(`update scoring.venue_scores set computed_at = now() - interval '30 hours' where venue_id = $1`, [venueId]);
    const stale = await scoring().client.request(RPC.scoringStale, { limit: 10 }, { actor: admin });
    expect(stale.find((row) => row.venueId === venueId)).toMatchObject({ venueId, ageHours: expect.closeTo(30, 0) });
  });
});
