import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { jest } from '@jest/globals';
import { Injectable, Module } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { EventMap } from '@lieux/contracts';
import { ServiceClient } from '@lieux/messaging';
import { startTestService, useTestService } from '@lieux/testing';
import { ServiceEnv } from '../config/service-env.js';
import { DeadLetter } from '../events/dead-letter.entity.js';
import type { EventHandlerContext } from '../events/event.consumer.js';
import { EventOutbox } from '../events/event.outbox.js';
import { InboxRecord } from '../events/inbox-record.entity.js';
import { OnEvent } from '../events/on-event.decorator.js';
import { PermanentEventError } from '../events/permanent-event.error.js';
import { Counter } from '../events/test/counter.entity.js';
import { counterMigration } from '../events/test/counter-table.migration.js';
import { counterValue, incrementCounter, signal, waitFor } from '../events/test/messaging-test.harness.js';
import { ServiceModule, SERVICE_ENV } from '../service/service.module.js';
import { startService } from '../service/start-service.js';
import { DeadLetterRows } from './dead-letter-rows.js';
import { EXIT, runDlq } from './dlq.cli.js';

jest.setTimeout(30_000);

const HANDLER = 'FlakyTally.count';
/** Keys whose handler throws, with the error it throws: the "bug" an operator fixes before a replay. */
const failures = new Map<string, string>();
/** Keys whose handler waits for the test before it applies the event. */
const holds = new Map<string, { started: ReturnType<typeof signal<void>>; release: ReturnType<typeof signal<void>> }>();

@Injectable()
class FlakyTally {
  @OnEvent('test.happened')
  async count(payload: EventMap['test.happened'], { em }: EventHandlerContext<'test.happened'>): Promise<void> {
    const failure = failures.get(payload.key);
    if (failure) throw new PermanentEventError(`${failure}\nat the second line of the stack`);
    const hold = holds.get(payload.key);
    if (hold) {
      hold.started.resolve();
      await hold.release.promise;
    }
    await incrementCounter(em, `tally:${payload.key}`);
  }
}

@Module({ providers: [FlakyTally] })
class FlakyModule {
  static readonly entities = [Counter];
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const NODE = path.join(ROOT, 'node_modules/.bin/node');
const DLQ_MAIN = path.join(ROOT, 'libs/service-kit/dist/dead-letters/dlq.main.js');

describe('npm run dlq on a running service (real PostgreSQL, JetStream and NATS requests)', () => {
  const venues = useTestService(() =>
    startTestService({
      name: 'venues',
      env: new ServiceEnv(),
      module: async () => (env: ServiceEnv, logger) =>
        ServiceModule.register({ name: 'venues', env, logger, features: [FlakyModule], migrations: [counterMigration] }),
      start: startService,
      client: (nc, prefix) => new ServiceClient(nc, 30_000, prefix),
    }),
  );
  function env(): ServiceEnv {
    return venues().service.get<ServiceEnv>(SERVICE_ENV);
  }

  function em(): EntityManager {
    return venues().service.get(MikroORM).em as EntityManager;
  }

  /** The tool in this process, its output kept; its database pool lives as long as the command, as in the CLI. */
  async function dlq(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    const out: string[] = [];
    const err: string[] = [];
    const pool = new pg.Pool({ connectionString: env().DATABASE_URL, max: 2 });
    try {
      const code = await runDlq(argv, {
        rows: new DeadLetterRows(pool, env().NATS_SUBJECT_PREFIX),
        client: async () => venues().client,
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      });
      return { code, out: out.join('\n'), err: err.join('\n') };
    } finally {
      await pool.end();
    }
  }

  /** The tool as an operator runs it: a child process with the environment of `npm start`. */
  async function dlqProcess(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    const { DATABASE_URL, NATS_URL, NATS_SUBJECT_PREFIX } = env();
    try {
      const { stdout, stderr } = await promisify(execFile)(NODE, [DLQ_MAIN, ...argv], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, DATABASE_URL, NATS_URL, NATS_SUBJECT_PREFIX },
      });
      return { code: 0, out: stdout, err: stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout, err: failed.stderr };
    }
  }

  /** Publishes `test.happened` through the service's outbox and waits until its handler dead-lettered it. */
  async function deadLettered(key: string, error: string): Promise<string> {
    failures.set(key, error);
    const outbox = venues().service.get(EventOutbox);
    const eventId = await em().fork().transactional(async (tx) => outbox.add(tx, 'test.happened', { key }).id);
    await waitFor(async () => (await em().fork().count(DeadLetter, { eventId })) === 1);
    return eventId;
  }

  async function deadLetter(eventId: string): Promise<DeadLetter | null> {
    return em().fork().findOne(DeadLetter, { eventId });
  }

  async function inboxRows(eventId: string): Promise<number> {
    return em().fork().count(InboxRecord, { eventId, handler: HANDLER });
  }

  it('lists and shows a dead letter, then applies it once when replayed after the fix', async () => {
    const eventId = await deadLettered('fixed-later', 'venue 42 does not exist');

    const listed = await dlq('list');
    expect(listed.code).toBe(EXIT.ok);
    const line = listed.out.split('\n').find((row) => row.startsWith(eventId));
    expect(line).toMatch(new RegExp(`^${eventId} +venues +test\\.happened +${HANDLER.replace('.', '\\.')} +\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z +venue 42 does not exist$`));
    expect((await dlq('list', '--service', 'votes')).out).toBe('no dead letters');

    const shown = await dlq('show', eventId);
    expect(shown.code).toBe(EXIT.ok);
    const [letter] = JSON.parse(shown.out) as Array<{ service: string; handler: string; error: string; envelope: { id: string; payload: unknown } }>;
    expect(letter).toMatchObject({ service: 'venues', handler: HANDLER, error: 'venue 42 does not exist\nat the second line of the stack' });
    expect(letter.envelope).toMatchObject({ id: eventId, payload: { key: 'fixed-later' } });

    failures.delete('fixed-later');
    const replayed = await dlq('replay', eventId);
    expect(replayed).toMatchObject({ code: EXIT.ok, out: `venues ${HANDLER} ${eventId} (test.happened): applied, dead letter removed` });
    expect(await counterValue(em(), 'tally:fixed-later')).toBe(1);
    expect(await inboxRows(eventId)).toBe(1);
    expect(await deadLetter(eventId)).toBeNull();

    const again = await dlq('replay', eventId);
    expect(again).toMatchObject({ code: EXIT.notDone, err: `no dead letter for event ${eventId}` });
    expect(await counterValue(em(), 'tally:fixed-later')).toBe(1);
  });

  it('applies an event once when two replays of it race', async () => {
    const eventId = await deadLettered('raced', 'not yet');
    failures.delete('raced');
    const hold = { started: signal(), release: signal() };
    holds.set('raced', hold);

    const first = dlq('replay', eventId);
    await hold.started.promise;
    const second = dlq('replay', eventId);
    // The second replay waits on the first one's inbox row (the unique key) before it is let go.
    await waitFor(async () => {
      const [{ waiting }] = await venues().sql<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return waiting === 1;
    });
    hold.release.resolve();

    const outputs = [(await first).out, (await second).out];
    expect(outputs.sort()).toEqual([
      `venues ${HANDLER} ${eventId} (test.happened): already applied (in the inbox), not applied again; dead letter removed`,
      `venues ${HANDLER} ${eventId} (test.happened): applied, dead letter removed`,
    ]);
    expect(await counterValue(em(), 'tally:raced')).toBe(1);
    expect(await inboxRows(eventId)).toBe(1);
    expect(await deadLetter(eventId)).toBeNull();
  });

  it('reports a handler that applied the event already, runs nothing again, and removes the dead letter', async () => {
    const eventId = await deadLettered('applied-by-hand', 'gone');
    failures.delete('applied-by-hand');
    // Applied meanwhile another way (the manual SQL procedure of earlier versions re-published it).
    await em().fork().insert(InboxRecord, { consumer: (await deadLetter(eventId))!.consumer, eventId, handler: HANDLER, subject: 'test.happened', processedAt: new Date() });

    const replayed = await dlq('replay', eventId, '--service', 'venues', '--handler', HANDLER);
    expect(replayed.code).toBe(EXIT.ok);
    expect(replayed.out).toContain('already applied (in the inbox), not applied again; dead letter removed');
    expect(await counterValue(em(), 'tally:applied-by-hand')).toBe(0);
    expect(await deadLetter(eventId)).toBeNull();
  });

  it('keeps the dead letter with the new error when the replay fails again', async () => {
    const eventId = await deadLettered('still-broken', 'first bug');
    const before = (await deadLetter(eventId))!.failedAt;
    failures.set('still-broken', 'second bug');

    const replayed = await dlq('replay', eventId);
    expect(replayed).toMatchObject({ code: EXIT.notDone, out: `venues ${HANDLER} ${eventId} (test.happened): FAILED again, dead letter kept: second bug` });
    const kept = (await deadLetter(eventId))!;
    expect(kept.error).toBe('second bug\nat the second line of the stack');
    expect(kept.failedAt.getTime()).toBeGreaterThan(before.getTime());
    expect(await inboxRows(eventId)).toBe(0);
    expect(await counterValue(em(), 'tally:still-broken')).toBe(0);
  });

  it('replays every dead letter of a service with --all, oldest first', async () => {
    const ids = [await deadLettered('all-1', 'bug'), await deadLettered('all-2', 'bug')];
    // Every bug fixed, earlier tests' included: their dead letters are replayed too.
    failures.clear();
    const replayed = await dlq('replay', '--all', '--service', 'venues');
    expect(replayed.code).toBe(EXIT.ok);
    const lines = replayed.out.split('\n');
    expect(lines.findIndex((line) => line.includes(ids[0]))).toBeLessThan(lines.findIndex((line) => line.includes(ids[1])));
    expect(lines.every((line) => line.endsWith('applied, dead letter removed'))).toBe(true);
    expect(await counterValue(em(), 'tally:all-1')).toBe(1);
    expect(await counterValue(em(), 'tally:all-2')).toBe(1);
    expect((await dlq('list')).out).toBe('no dead letters');
    expect(await dlq('replay', '--all', '--service', 'venues')).toMatchObject({ code: EXIT.ok, out: '', err: 'no dead letter in venues' });
  });

  it('runs as a child process with the environment of npm start: output and exit codes', async () => {
    const eventId = await deadLettered('by-process', 'bug');

    const listed = await dlqProcess('list', '--service', 'venues', '--limit', '5');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`^EVENT ID +SERVICE +SUBJECT +HANDLER +FAILED AT +ERROR\n${eventId} +venues +test\\.happened .* bug\n1 dead letter\\(s\\)\n$`));

    expect(await dlqProcess('replay', '--all')).toMatchObject({ code: 2, err: expect.stringContaining('replay --all takes --service and no EVENT_ID') });
    expect(await dlqProcess('show', '00000000-0000-4000-8000-000000000000')).toMatchObject({ code: 1, out: '' });

    failures.delete('by-process');
    const replayed = await dlqProcess('replay', eventId);
    expect(replayed).toMatchObject({ code: 0, out: `venues ${HANDLER} ${eventId} (test.happened): applied, dead letter removed\n` });
    expect(await counterValue(em(), 'tally:by-process')).toBe(1);
  });

  it('discards a dead letter only with a reason, printing what it deleted', async () => {
    const eventId = await deadLettered('unwanted', 'never applicable');

    expect((await dlq('discard', eventId)).code).toBe(EXIT.usage);
    expect(await deadLetter(eventId)).not.toBeNull();

    const discarded = await dlq('discard', eventId, '--reason', 'venue deleted for good');
    expect(discarded.code).toBe(EXIT.ok);
    expect(JSON.parse(discarded.out)).toMatchObject({ msg: 'dead letter discarded', reason: 'venue deleted for good', service: 'venues', eventId, handler: HANDLER, envelope: { payload: { key: 'unwanted' } } });
    expect(await deadLetter(eventId)).toBeNull();
    expect(await counterValue(em(), 'tally:unwanted')).toBe(0);
  });
});
