// `npm run dlq -- …` (infra/scripts/dlq.mjs): the services' dead letters, read in PostgreSQL and
// replayed by the services themselves over NATS. Same environment as `npm start`: DATABASE_URL,
// NATS_URL, NATS_SUBJECT_PREFIX.
import pg from 'pg';
import type { NatsConnection } from '@nats-io/transport-node';
import { assertSubjectPrefix, connectNats, ServiceClient } from '@lieux/messaging';
import { urlFromEnv } from '@lieux/platform';
import { DeadLetterRows } from './dead-letter-rows.js';
import { runDlq } from './dlq.cli.js';

/** A replayed handler may be slow (a long transaction), far slower than an API request. */
const REPLAY_TIMEOUT_MS = 60_000;

const subjectPrefix = process.env.NATS_SUBJECT_PREFIX ?? '';
assertSubjectPrefix(subjectPrefix);
const pool = new pg.Pool({ connectionString: urlFromEnv('DATABASE_URL'), max: 2 });
let nats: NatsConnection | undefined;
try {
  process.exitCode = await runDlq(process.argv.slice(2), {
    rows: new DeadLetterRows(pool, subjectPrefix),
    client: async () => new ServiceClient((nats ??= await connectNats(urlFromEnv('NATS_URL'), 'dlq')), REPLAY_TIMEOUT_MS, subjectPrefix),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  console.error(`dlq: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await nats?.close();
  await pool.end();
}
