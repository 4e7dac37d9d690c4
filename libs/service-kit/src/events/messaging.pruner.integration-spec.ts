import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { DeadLetter } from './dead-letter.entity.js';
import { InboxRecord } from './inbox-record.entity.js';
import { MessagingPruner } from './messaging.pruner.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { CapturedLogger } from './test/captured.logger.js';
import { useTestDatabase, waitFor } from './test/messaging-test.harness.js';

jest.setTimeout(30_000);

const DAY_MS = 24 * 60 * 60_000;

describe('pruning the outbox and the inbox (real PostgreSQL)', () => {
  let orm: MikroORM;
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  useTestDatabase((opened) => (orm = opened));

  async function seed(): Promise<Record<string, string>> {
    const em = orm.em.fork();
    const ids: Record<string, string> = {};
    const outbox = (name: string, row: Partial<OutboxMessage>) => {
      ids[name] = randomUUID();
      em.create(OutboxMessage, {
        id: ids[name],
        subject: 'vote.cast',
        payload: { id: ids[name], subject: 'vote.cast', version: 1, occurredAt: now.toISOString(), payload: {} },
        createdAt: daysAgo(30),
        attempts: 1,
        ...row,
      });
    };
    outbox('oldPublished', { publishedAt: daysAgo(8) });
    outbox('recentPublished', { publishedAt: daysAgo(6) });
    outbox('oldSetAside', { failedAt: daysAgo(30), lastError: 'no stream' });
    outbox('oldWaiting', {});
    const inbox = (name: string, processedAt: Date) => {
      ids[name] = randomUUID();
      em.create(InboxRecord, { consumer: 'admin', eventId: ids[name], handler: 'A.b', subject: 'vote.cast', processedAt });
    };
    inbox('oldInbox', daysAgo(15));
    inbox('recentInbox', daysAgo(13));
    ids.deadLetter = randomUUID();
    em.create(DeadLetter, {
      consumer: 'admin',
      eventId: ids.deadLetter,
      handler: 'A.b',
      subject: 'vote.cast',
      envelope: { id: ids.deadLetter, subject: 'vote.cast', version: 1, occurredAt: now.toISOString(), payload: {} },
      error: 'boom',
      failedAt: daysAgo(60),
    });
    await em.flush();
    return ids;
  }

  it('deletes published outbox rows and inbox rows past their retention, and keeps recent, set-aside and dead-lettered ones', async () => {
    const ids = await seed();
    const pruner = new MessagingPruner({ em: orm.em, outboxRetentionDays: 7, inboxRetentionDays: 14, logger: new CapturedLogger() });

    expect(await pruner.prune(now)).toEqual({ outbox: 1, inbox: 1 });

    const outbox = await orm.em.fork().find(OutboxMessage, {});
    expect(outbox.map((row) => row.id).sort()).toEqual([ids.recentPublished, ids.oldSetAside, ids.oldWaiting].sort());
    const inbox = await orm.em.fork().find(InboxRecord, {});
    expect(inbox.map((row) => row.eventId)).toEqual([ids.recentInbox]);
    expect(await orm.em.fork().count(DeadLetter, {})).toBe(1);
  });

  it('prunes once as soon as it starts, and logs what it deleted', async () => {
    await seed();
    const logger = new CapturedLogger();
    const pruner = new MessagingPruner({ em: orm.em, outboxRetentionDays: 7, inboxRetentionDays: 14, intervalMinutes: 60, logger });
    pruner.start();
    await waitFor(() => logger.withMessage('messaging tables pruned').length === 1);
    await pruner.stop();
    expect(logger.withMessage('messaging tables pruned')[0]).toMatchObject({ level: 'info', deleted: { outbox: 1, inbox: 1 } });
    expect(await orm.em.fork().count(InboxRecord, {})).toBe(1);
  });
});
