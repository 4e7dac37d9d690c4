// Votes (issue 8) in the benchmark: the vote round trip through the gateway at 100 connections (each
// connection a person of its own, voting and taking the vote back on a venue of its own, so every
// request changes a vote: a row, an outbox event, the venues service's count behind it), and 10,000
// votes from distinct people on one venue, timed until the count a visitor reads is exact.
// `BENCH_ONLY=vote npm run bench` runs them beside the floors. Nothing here asserts on time.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { urlFromEnv } from '@lieux/platform';
import { GatewayEnv } from '../../gateway/dist/config/gateway.env.js';

const VOTE_CONNECTIONS = 100;
const CONVERGENCE_VOTES = Number(process.env.BENCH_VOTES ?? 10_000);
const VOTE_PACED_RATE = Number(process.env.BENCH_VOTE_RATE ?? 200);
/** The most votes a second 100 people can send: each person's own limit (VOTE_LIMIT_PER_USER_PER_MINUTE, 30) times 100. */
const VOTE_LIMITED_RATE = (VOTE_CONNECTIONS * new GatewayEnv().VOTE_LIMIT_PER_USER_PER_MINUTE) / 60;

/**
 * Signed-in people in bulk, written in the stack's Redis in the gateway's session format
 * (`session:<sha256 of the id>` → `{ user, createdAt }`, gateway/src/session/session.store.ts):
 * 10,000 sign-ups would spend the run hashing passwords. Accounts a year old: no new-account limit.
 */
export async function people(redisPrefix, count) {
  const redis = new Redis(urlFromEnv('REDIS_URL'), { keyPrefix: `${redisPrefix}:` });
  try {
    const sessions = [];
    for (let start = 0; start < count; start += 1000) {
      const batch = redis.pipeline();
      for (let index = start; index < Math.min(count, start + 1000); index += 1) {
        const id = randomBytes(32).toString('base64url');
        const user = { id: randomUUID(), firstName: 'Bench', lastName: `N${index}`, email: `bench.${index}@example.ma`, role: 'consumer', profileImageUrl: null, subscription: 'free', createdAt: '2025-01-01T00:00:00.000Z' };
        batch.set(`session:${createHash('sha256').update(id).digest('hex')}`, JSON.stringify({ user, createdAt: new Date().toISOString() }), 'EX', 7200);
        sessions.push(id);
      }
      await batch.exec();
    }
    return sessions;
  } finally {
    redis.disconnect();
  }
}

/** The vote round-trip scenario for the bench's table (its name has "vote" for BENCH_ONLY). */
export async function voteScenarios({ baseUrl, floorUrl, floorPids, redisPrefix, streamName, venueIds, pids }) {
  const sessions = await people(redisPrefix, VOTE_CONNECTIONS + 20);
  const settle = () => eventsSettled(streamName);
  await warmVotePath(baseUrl, sessions, venueIds, settle);
  let next = 0;
  const requests = [
    {
      method: 'POST',
      path: '/api/places/x/vote',
      setupRequest: (request, context) => {
        if (context.session === undefined) {
          context.session = sessions[next % sessions.length];
          context.venueId = venueIds[next % venueIds.length];
          context.value = 0;
          next += 1;
        }
        context.value = 1 - context.value;
        return {
          ...request,
          path: `/api/places/${context.venueId}/vote`,
          headers: { 'content-type': 'application/json', cookie: `lieux_session=${context.session}` },
          body: JSON.stringify({ value: context.value }),
        };
      },
    },
  ];
  const name = `POST /api/places/{id}/vote round trip, ${VOTE_CONNECTIONS} connections (a person each, vote ↔ take back)`;
  const people100 = sessions.slice(0, VOTE_CONNECTIONS).map((session, index) => ({ session, venueId: venueIds[index % venueIds.length], value: 0 }));
  return [
    // 100 people each voting as often as the product lets a person vote (30 a minute), at moments of
    // their own: the heaviest load 100 real users can put on the vote path.
    {
      name: `POST /api/places/{id}/vote round trip, ${VOTE_CONNECTIONS} people at random moments, each at the per-person limit (${VOTE_LIMITED_RATE} votes/s in all)`,
      pids,
      settle,
      // As many votes as the 200 votes/s scenario (its p99 is as well sampled): a longer run.
      run: (seconds) => randomMomentVotes(baseUrl, people100, VOTE_LIMITED_RATE, (seconds * VOTE_PACED_RATE) / VOTE_LIMITED_RATE),
    },
    // 100 people clicking at moments of their own (a Poisson process of VOTE_PACED_RATE votes a second
    // in all): what "100 concurrent users" see. autocannon's paced mode below fires every connection on
    // the same tick, so its 100 votes arrive together each half second.
    {
      name: `POST /api/places/{id}/vote round trip, ${VOTE_CONNECTIONS} people voting at random moments, ${VOTE_PACED_RATE} votes/s in all`,
      pids,
      settle,
      run: (seconds) => randomMomentVotes(baseUrl, people100, VOTE_PACED_RATE, seconds),
    },
    // 100 people each voting twice a second: the round trip a person sees under a heavy but not saturating load (first: the
    // flat-out run leaves the venues service a backlog of counts to apply).
    { name: `${name}, ${VOTE_PACED_RATE} votes/s in all`, url: baseUrl, connections: VOTE_CONNECTIONS, overallRate: VOTE_PACED_RATE, pids, requests, settle },
    // 100 people voting as fast as the platform answers: the throughput, and the latency at saturation.
    { name: `${name}, flat out`, url: baseUrl, connections: VOTE_CONNECTIONS, pids, requests, settle },
    // The floor (b) at the votes' concurrency: what a round trip with nothing behind it costs at 100
    // closed-loop connections on this machine — the 30 ms target's yardstick.
    { name: `(b) Fastify → NATS → responder, ${VOTE_CONNECTIONS} connections (the vote scenarios' floor)`, url: floorUrl, connections: VOTE_CONNECTIONS, pids: floorPids },
    // The same floor under the random-moment load: the tail a round trip with nothing behind it has
    // on this machine at these rates, beside the votes' own.
    ...[VOTE_LIMITED_RATE, VOTE_PACED_RATE].map((rate) => ({
      name: `(b) Fastify → NATS → responder at random moments, ${rate} requests/s in all (the random-moment votes' floor)`,
      pids: floorPids,
      run: (seconds) => randomMoments(VOTE_CONNECTIONS, rate, (seconds * VOTE_PACED_RATE) / rate, (agent) => timedRequest(agent, floorUrl)),
    })),
  ];
}

/** One vote (or its withdrawal) over a kept-alive connection: the milliseconds it took and its status. */
function timedVote(agent, baseUrl, person) {
  person.value = 1 - person.value;
  const body = JSON.stringify({ value: person.value });
  return timedRequest(agent, `${baseUrl}/api/places/${person.venueId}/vote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: `lieux_session=${person.session}` },
    body,
  });
}

/** One request over a kept-alive connection: the milliseconds it took and its status. */
function timedRequest(agent, url, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const sent = httpRequest(
      url,
      { method, agent, headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      },
    );
    sent.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    sent.end(body);
  });
}

/**
 * `rate` votes a second for `seconds`, each at a moment drawn from a Poisson process (exponential gaps),
 * by the next of the people in turn: an open load, the way people who do not wait for each other click.
 */
export function randomMomentVotes(baseUrl, people, rate, seconds) {
  let turn = 0;
  return randomMoments(people.length, rate, seconds, (agent) => timedVote(agent, baseUrl, people[turn++ % people.length]));
}

/** `rate` requests a second for `seconds` at moments of a Poisson process, over `sockets` kept-alive connections at most. */
async function randomMoments(sockets, rate, seconds, send) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const votes = [];
  const until = performance.now() + seconds * 1000;
  let at = performance.now();
  while (at < until) {
    at += -Math.log(1 - Math.random()) * (1000 / rate);
    const wait = at - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    votes.push(send(agent));
  }
  const answers = await Promise.all(votes);
  agent.destroy();
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const percentile = (share) => Math.round(times[Math.min(times.length - 1, Math.floor(times.length * share))]);
  return {
    rps: answers.length / seconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    errors: answers.filter((answer) => answer.status === 0).length,
    non2xx: answers.filter((answer) => answer.status !== 0 && (answer.status < 200 || answer.status > 299)).length,
    total: answers.length,
  };
}

/**
 * The stack has just started: 2,000 votes (and their counts in the venues service) before measuring,
 * so the first scenario's p99 is not the JIT's and the pools' warm-up; then a pause for the backlog.
 */
async function warmVotePath(baseUrl, sessions, venueIds, settle) {
  let sent = 0;
  await Promise.all(
    sessions.slice(0, 50).map(async (session, index) => {
      for (let round = 0; round < 40; round += 1) {
        const response = await fetch(`${baseUrl}/api/places/${venueIds[index % venueIds.length]}/vote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `lieux_session=${session}` },
          body: JSON.stringify({ value: round % 2 === 0 ? 1 : 0 }),
        });
        await response.arrayBuffer();
        sent += 1;
      }
    }),
  );
  await settle();
  console.log(`[bench] vote path warmed with ${sent} votes`);
}

/**
 * Resolves once every consumer of the stack's stream has applied what it was given (nothing pending,
 * nothing in hand) for half a second: a scenario's latency is then not the previous scenario's backlog. Gives up after
 * a minute, saying so.
 */
export async function eventsSettled(streamName) {
  const nc = await connect({ servers: urlFromEnv('NATS_URL') });
  try {
    const jsm = await jetstreamManager(nc);
    const deadline = Date.now() + 60_000;
    // Twice quiet 500 ms apart: the relays publish what the outboxes still hold every 250 ms.
    let quietSince;
    for (;;) {
      const consumers = [];
      for await (const info of jsm.consumers.list(streamName)) consumers.push(info);
      const busy = consumers.filter((info) => info.num_pending > 0 || info.num_ack_pending > 0);
      quietSince = busy.length === 0 ? (quietSince ?? Date.now()) : undefined;
      if (quietSince !== undefined && Date.now() - quietSince >= 500) return;
      if (Date.now() > deadline) {
        console.log(`[bench] consumers still busy after a minute: ${busy.map((info) => `${info.name} ${info.num_pending}`).join(', ')}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await nc.close();
  }
}

async function displayedCount(baseUrl, slug) {
  const response = await fetch(`${baseUrl}/api/places/${slug}`);
  return response.ok ? (await response.json()).voteCount : undefined;
}

/**
 * 10,000 people vote for one venue (100 at a time); then the venue page is read every 20 ms until its
 * count is exactly theirs more. Prints when the last vote was acknowledged and when the count was exact.
 */
export async function voteConvergence({ baseUrl, redisPrefix, venue }) {
  const sessions = await people(redisPrefix, CONVERGENCE_VOTES);
  const before = await displayedCount(baseUrl, venue.slug);
  const started = performance.now();
  let refused = 0;
  let cursor = 0;
  // Each person votes until their vote is acknowledged, as the web app's person would click again
  // after an error (the same value twice changes nothing, so a retry never counts twice).
  await Promise.all(
    Array.from({ length: VOTE_CONNECTIONS }, async () => {
      while (cursor < sessions.length) {
        const session = sessions[cursor++];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const response = await fetch(`${baseUrl}/api/places/${venue.id}/vote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: `lieux_session=${session}` },
            body: JSON.stringify({ value: 1 }),
          });
          await response.arrayBuffer();
          if (response.ok) break;
          refused += 1;
        }
      }
    }),
  );
  const acknowledged = performance.now();
  const expected = before + sessions.length;
  let seen = before;
  while (seen !== expected && performance.now() - acknowledged < 120_000) {
    seen = await displayedCount(baseUrl, venue.slug);
    if (seen !== expected) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const exact = performance.now();
  console.table([
    {
      votes: sessions.length,
      'refused, then sent again': refused,
      'count before': before,
      'count shown': seen,
      exact: seen === expected,
      'all acknowledged after (s)': ((acknowledged - started) / 1000).toFixed(2),
      'votes/s': Math.round(sessions.length / ((acknowledged - started) / 1000)),
      'exact after the last acknowledgement (ms)': Math.round(exact - acknowledged),
    },
  ]);
}
