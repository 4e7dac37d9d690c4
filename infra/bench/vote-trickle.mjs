// Reads that survive votes (issue 31 §4): venue pages over 200 slugs at 100 connections, read from the
// gateway's cache, alone and then under a trickle of 5 and 20 votes a second on those same venues (the
// hardest case: every vote drops a page being read). `BENCH_ONLY=trickle npm run bench`. Each trickle
// row is printed beside the reads alone of the same run (its share of their rate, its p99 over theirs);
// nothing here asserts on time.
import autocannon from 'autocannon';
import pg from 'pg';
import { figuresOf } from './autocannon-figures.mjs';
import { people, randomMomentVotes } from './votes-scenario.mjs';

const TRICKLE_SLUGS = 200;
const TRICKLE_CONNECTIONS = 100;
const TRICKLE_RATES = [5, 20];
/** Enough people that none nears the per-person vote limit (30 a minute) at 20 votes a second. */
const TRICKLE_PEOPLE = 100;

/** 200 public venues, the same in every run: their pages to read and their ids to vote for. */
async function trickleVenues(databaseUrl) {
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    const { rows } = await database.query(`select id, slug from venues.venues where status = 'approved' and not permanently_closed order by hashtext(slug) limit ${TRICKLE_SLUGS}`);
    return rows;
  } finally {
    await database.end();
  }
}

/** Reads the pages for `seconds` at 100 connections, with `rate` votes a second on them meanwhile (0: none). */
async function readsUnderVotes(baseUrl, venues, voters, rate, seconds) {
  // How each read was answered (x-cache): what survives the votes, whatever the machine's load.
  const answered = { hit: 0, stale: 0, miss: 0 };
  const onResponse = (status, body, context, headers) => {
    const cache = headers['x-cache'] ?? headers['X-Cache'];
    if (cache in answered) answered[cache] += 1;
  };
  const reads = autocannon({
    url: baseUrl,
    requests: venues.map((venue) => ({ method: 'GET', path: `/api/places/${venue.slug}`, onResponse })),
    connections: TRICKLE_CONNECTIONS,
    duration: seconds,
  });
  const votes = rate > 0 ? randomMomentVotes(baseUrl, voters, rate, seconds) : Promise.resolve(undefined);
  const [result, voted] = await Promise.all([reads, votes]);
  return { ...figuresOf(result), status4xx: result['4xx'], status5xx: result['5xx'], answered, votes: voted };
}

/** `hit 99.2 %, stale 0.1 %, miss 0.7 %` */
function answeredShares(answered) {
  const total = answered.hit + answered.stale + answered.miss;
  return Object.entries(answered)
    .map(([status, count]) => `${status} ${((100 * count) / Math.max(1, total)).toFixed(2)} %`)
    .join(', ');
}

/** The bench's scenarios: reads alone, then under each trickle (their names have "trickle" for BENCH_ONLY). */
export async function voteTrickleScenarios({ baseUrl, databaseUrl, redisPrefix, pids, settle }) {
  const venues = await trickleVenues(databaseUrl);
  const sessions = await people(redisPrefix, TRICKLE_PEOPLE);
  const voters = sessions.map((session, index) => ({ session, venueId: venues[(index * 7) % venues.length].id, value: 0 }));
  const warm = async () => {
    for (const venue of venues) await (await fetch(`${baseUrl}/api/places/${venue.slug}`, { headers: { 'accept-language': '' } })).arrayBuffer();
  };
  let alone;
  const name = `GET /api/places/{slug}, ${venues.length} slugs, ${TRICKLE_CONNECTIONS} connections (cached), vote trickle`;
  return [
    {
      name: `${name}: reads alone`,
      pids,
      settle,
      run: async (seconds) => {
        await warm();
        alone = await readsUnderVotes(baseUrl, venues, voters, 0, seconds);
        console.log(`[bench] reads alone: ${Math.round(alone.rps)} reads/s, p99 ${alone.p99} ms; answered ${answeredShares(alone.answered)}`);
        return alone;
      },
    },
    ...TRICKLE_RATES.map((rate) => ({
      name: `${name}: with ${rate} votes/s on those venues`,
      pids,
      settle,
      run: async (seconds) => {
        await warm();
        const own = await readsUnderVotes(baseUrl, venues, voters, rate, seconds);
        const versus = alone ? `${(own.rps / alone.rps).toFixed(2)} × the reads alone, p99 ${(own.p99 / alone.p99).toFixed(2)} × theirs` : 'no reads-alone round to compare';
        console.log(`[bench] trickle of ${rate} votes/s: ${Math.round(own.rps)} reads/s (${own.status4xx} 4xx, ${own.status5xx} 5xx; answered ${answeredShares(own.answered)}), p99 ${own.p99} ms — ${versus}; votes ${own.votes.total} sent (${own.votes.non2xx} non-2xx, ${own.votes.errors} errors), vote p99 ${own.votes.p99} ms`);
        return own;
      },
    })),
  ];
}
