import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventMap } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { connectThroughSandbox, useConnectionsBehindSandbox } from '../../test/connect-through-sandbox.js';

/**
 * A deleted account and a deleted venue (issue 30 §5), the service on real PostgreSQL and NATS in
 * front of the sandbox: `user.deleted` and `venue.deleted` arrive through JetStream and the inbox;
 * every connection they reach is revoked at its platform (the sandbox records it), then its row and
 * sealed tokens are deleted with `connection.removed`; nothing of anyone else is touched.
 */
const { sandbox, connections } = useConnectionsBehindSandbox();

const sql = <T extends object>(text: string, params: unknown[] = []) => connections().service.get(MikroORM).em.fork().execute<T[]>(text, params);
const publish = <K extends 'user.deleted' | 'venue.deleted'>(subject: K, payload: EventMap[K]) =>
  connections().service.get(MikroORM).em.fork().transactional(async (em) => {
    new EventOutbox().add(em, subject, payload);
  });
/** Polls until `done` holds or 10 s pass: the event travels through the relay, JetStream and the inbox. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}
const count = async (where: string, params: unknown[]) => (await sql<{ count: number }>(`select count(*)::int as count from ${where}`, params))[0]!.count;

it('user.deleted revokes each of the account’s connections at its platform, then deletes them and their tokens, once', async () => {
  const owner = randomUUID();
  const [first, second, neighbour] = [randomUUID(), randomUUID(), randomUUID()];
  await connectThroughSandbox(connections().service, first, owner, ['tiktok', 'linkedin'], (provider) => `efface.${provider}.1`);
  await connectThroughSandbox(connections().service, second, owner, ['google', 'instagram'], (provider) => `efface.${provider}.2`);
  await connectThroughSandbox(connections().service, neighbour, randomUUID(), ['tiktok'], () => 'voisin.tiktok');
  await sql(`insert into connections.oauth_states (state_hash, user_id, venue_id, provider, expires_at) values (?, ?, ?, 'facebook', now() + interval '5 minutes')`, [randomUUID(), owner, first]);
  const ids = (await sql<{ id: string }>(`select id from connections.connections where owner_user_id = ?`, [owner])).map((row) => row.id);
  expect(ids).toHaveLength(4);
  sandbox.reset();

  await publish('user.deleted', { userId: owner, deletedAt: new Date().toISOString() });
  await until(async () => (await count('connections.connections where owner_user_id = ?', [owner])) === 0);

  expect(await count('connections.connections where owner_user_id = ?', [owner])).toBe(0);
  expect(await count('connections.oauth_states where user_id = ?', [owner])).toBe(0);
  // Instagram's API with Instagram Login has no revoke endpoint: its token dies with its 60 days.
  expect(sandbox.revocations().map((revocation) => `${revocation.provider}:${revocation.account}`).sort()).toEqual(['google:efface.google.2', 'linkedin:efface.linkedin.1', 'tiktok:efface.tiktok.1']);
  const removed = await sql<{ id: string }>(`select payload->'payload'->>'connectionId' as id from connections.outbox where subject = 'connection.removed' and payload->'payload'->>'connectionId' = any(?::text[])`, [`{${ids.join(',')}}`]);
  expect(removed.map((row) => row.id).sort()).toEqual([...ids].sort());
  expect(await count('connections.connections where venue_id = ?', [neighbour])).toBe(1);

  // The same event again (a replay past the inbox's window would be its own event id): nothing left to do.
  await publish('user.deleted', { userId: owner, deletedAt: new Date().toISOString() });
  await until(async () => (await count(`connections.inbox where subject = 'user.deleted'`, [])) === 2);
  expect(await count(`connections.inbox where subject = 'user.deleted'`, [])).toBe(2);
  expect(sandbox.revocations()).toHaveLength(3);
});

it('venue.deleted revokes and deletes every connection of the venue, whoever made it, with its consent attempts and daily figures', async () => {
  const venue = randomUUID();
  await connectThroughSandbox(connections().service, venue, randomUUID(), ['facebook'], () => 'ferme.facebook');
  await connectThroughSandbox(connections().service, venue, randomUUID(), ['tiktok'], () => 'ferme.tiktok');
  await sql(`insert into connections.metric_snapshots (connection_id, venue_id, provider, day, followers, measured_at) values (?, ?, 'tiktok', '2026-12-01', 120, now())`, [randomUUID(), venue]);
  sandbox.reset();

  await publish('venue.deleted', { venueId: venue, slug: 'ferme', ownerUserId: null, cause: 'admin', deletedAt: new Date().toISOString() });
  await until(async () => (await count('connections.connections where venue_id = ?', [venue])) === 0);

  expect(await count('connections.connections where venue_id = ?', [venue])).toBe(0);
  expect(await count('connections.metric_snapshots where venue_id = ?', [venue])).toBe(0);
  expect(sandbox.revocations().map((revocation) => revocation.provider).sort()).toEqual(['facebook', 'tiktok']);
});
