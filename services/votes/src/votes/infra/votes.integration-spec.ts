import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { RPC, type Actor, type VoteValue } from '@lieux/contracts';
import { EventOutbox } from '@lieux/service-kit';
import { startVotesService, type RunningVotesService } from '../../test/votes-service.fixture.js';

jest.setTimeout(60_000);

const OLD_ACCOUNT = '2025-01-01T00:00:00.000Z';
const consumer = (): Actor => ({ userId: randomUUID(), role: 'consumer', plan: 'free' });

/**
 * The votes service as it runs, on real PostgreSQL and NATS: the rules of a vote, exactness under
 * concurrency (the table, not the caller, makes it so), favourites, and a deleted account.
 */
describe('votes and favourites (votes service)', () => {
  let votes: RunningVotesService;

  beforeAll(async () => {
    votes = await startVotesService({ VOTE_NEW_ACCOUNT_MINUTES: 10, VOTE_NEW_ACCOUNT_ALLOWANCE: 3 });
  });

  afterAll(async () => {
    await votes?.close();
  });

  const publicVenue = () => {
    const id = randomUUID();
    votes.publicVenues.add(id);
    return id;
  };
  const cast = (actor: Actor | undefined, venueId: string, value: VoteValue, accountCreatedAt = OLD_ACCOUNT, emailConfirmed = true) =>
    votes.client.request(RPC.votesCast, { venueId, value, accountCreatedAt, emailConfirmed }, { actor });
  /** Publishes an auth event the way any service does: through an outbox (this service's own, relayed to JetStream); waits until applied. */
  const deliver = async (event: Parameters<EventOutbox['add']>[1], payload: { userId: string; deletedAt?: string; confirmedAt?: string }) => {
    const orm = votes.service.get(MikroORM);
    const applied = async () => (await votes.sql(`select 1 from votes.inbox where subject = ? and event_id = ?`, [event, envelopeId])).length > 0;
    let envelopeId = '';
    await orm.em.fork().transactional(async (em) => {
      envelopeId = new EventOutbox().add(em, event, payload as never).id;
    });
    const deadline = Date.now() + 10_000;
    while (!(await applied()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const show = (actor: Actor, venueId: string) => votes.client.request(RPC.votesShow, { venueId }, { actor });
  const voteEvents = (venueId: string) =>
    votes.sql<{ value: number; user_id: string }>(
      `select (payload->'payload'->>'value')::int as value, payload->'payload'->>'userId' as user_id from votes.outbox
       where subject = 'vote.cast' and payload->'payload'->>'venueId' = ? order by created_at`,
      [venueId],
    );

  describe('the rules of a vote', () => {
    it('answers 0 before any vote, the value after, and publishes vote.cast only when the value changed', async () => {
      const me = consumer();
      const venue = publicVenue();
      // The events read after each step: two casts can fall in one millisecond, the outbox's only order.
      const published = async () => (await voteEvents(venue)).map((event) => event.value).sort();
      expect(await show(me, venue)).toEqual({ value: 0 });
      expect(await cast(me, venue, 0)).toEqual({ value: 0 });
      expect(await published()).toEqual([]);
      expect(await cast(me, venue, 1)).toEqual({ value: 1 });
      expect(await cast(me, venue, 1)).toEqual({ value: 1 });
      expect(await show(me, venue)).toEqual({ value: 1 });
      expect(await published()).toEqual([1]);
      expect(await cast(me, venue, 0)).toEqual({ value: 0 });
      expect(await cast(me, venue, 0)).toEqual({ value: 0 });
      expect(await show(me, venue)).toEqual({ value: 0 });
      expect(await published()).toEqual([0, 1]);
    });

    it('refuses a signed-out vote with the spec’s message code, a value other than 0 or 1, and a venue that is not public', async () => {
      const venue = publicVenue();
      await expect(cast(undefined, venue, 1)).rejects.toMatchObject({ code: 'vote_sign_in_required' });
      await expect(cast(consumer(), venue, 2 as VoteValue)).rejects.toMatchObject({ code: 'validation_failed' });
      await expect(cast(consumer(), randomUUID(), 1)).rejects.toMatchObject({ code: 'venue_not_found' });
      await expect(cast(consumer(), 'pas-un-id', 1)).rejects.toMatchObject({ code: 'venue_not_found' });
      await expect(show(consumer(), randomUUID())).rejects.toMatchObject({ code: 'venue_not_found' });
      expect(await voteEvents(venue)).toEqual([]);
    });

    it('counts 100 simultaneous identical votes of one person once: one row, one vote.cast', async () => {
      const me = consumer();
      const venue = publicVenue();
      const answers = await Promise.all(Array.from({ length: 100 }, () => cast(me, venue, 1)));
      expect(answers.every((answer) => answer.value === 1)).toBe(true);
      expect(await votes.sql(`select value from votes.votes where venue_id = ?`, [venue])).toEqual([{ value: 1 }]);
      expect(await voteEvents(venue)).toEqual([{ value: 1, user_id: me.userId }]);
    });

    it('gives 200 people voting at once 200 votes and 200 events, asking the venues service about the venue far fewer times', async () => {
      const venue = publicVenue();
      const before = votes.venueQuestions();
      const people = Array.from({ length: 200 }, consumer);
      await Promise.all(people.map((person) => cast(person, venue, 1)));
      expect(await votes.sql(`select count(*)::int as count from votes.votes where venue_id = ? and value = 1`, [venue])).toEqual([{ count: 200 }]);
      expect(new Set((await voteEvents(venue)).map((event) => event.user_id)).size).toBe(200);
      expect(votes.venueQuestions() - before).toBeLessThanOrEqual(2);
    });

    it('keeps each person’s own outcome when votes, withdrawals and repeats of many people arrive together', async () => {
      const venue = publicVenue();
      const people = Array.from({ length: 120 }, consumer);
      await Promise.all(people.map((person) => cast(person, venue, 1)));
      // At once: a third take their vote back, a third vote again (nothing changes), a third take back
      // and vote again straight away (two changes of one person, in order).
      await Promise.all(
        people.map(async (person, index) => {
          if (index % 3 === 0) expect(await cast(person, venue, 0)).toEqual({ value: 0 });
          if (index % 3 === 1) expect(await cast(person, venue, 1)).toEqual({ value: 1 });
          if (index % 3 === 2) await Promise.all([cast(person, venue, 0), cast(person, venue, 1)]);
        }),
      );
      const stored = await votes.sql<{ user_id: string; value: number }>(`select user_id, value from votes.votes where venue_id = ?`, [venue]);
      const valueOf = new Map(stored.map((row) => [row.user_id, row.value]));
      people.forEach((person, index) => expect(valueOf.get(person.userId)).toBe(index % 3 === 0 ? 0 : 1));
      // Every change has its event, and nothing else: 120 votes, 40 withdrawals, 40 × (withdrawal, vote);
      // each person's events add up to their vote, which is what the venue's count is made of.
      const events = await voteEvents(venue);
      expect(events.filter((event) => event.value === 1)).toHaveLength(160);
      expect(events.filter((event) => event.value === 0)).toHaveLength(80);
      const sumOf = (userId: string) => events.filter((event) => event.user_id === userId).reduce((sum, event) => sum + (event.value === 1 ? 1 : -1), 0);
      people.forEach((person) => expect(sumOf(person.userId)).toBe(valueOf.get(person.userId)));
    });
  });

  describe('anti-automation: a new account votes for a few venues only', () => {
    it('lets an account of a minute vote for its allowance of venues, change those votes, and refuses a further venue', async () => {
      const me = consumer();
      const justNow = new Date(Date.now() - 60_000).toISOString();
      const [a, b, c, d] = [publicVenue(), publicVenue(), publicVenue(), publicVenue()];
      for (const venue of [a, b, c]) expect(await cast(me, venue, 1, justNow)).toEqual({ value: 1 });
      await expect(cast(me, d, 1, justNow)).rejects.toMatchObject({ code: 'vote_account_too_new' });
      expect(await cast(me, a, 0, justNow)).toEqual({ value: 0 });
      expect(await cast(me, a, 1, justNow)).toEqual({ value: 1 });
      // Older than the window: any venue.
      expect(await cast(me, d, 1, new Date(Date.now() - 11 * 60_000).toISOString())).toEqual({ value: 1 });
    });
  });

  describe('favourites', () => {
    it('adds a public venue once, lists favourites most recent first as cards, and removes them', async () => {
      const me = consumer();
      const [first, second] = [publicVenue(), publicVenue()];
      const favorite = (venueId: string) => votes.client.request(RPC.favoritesAdd, { venueId }, { actor: me });
      expect(await favorite(first)).toEqual({ favorite: true });
      expect(await favorite(first)).toEqual({ favorite: true });
      // A second earlier: two calls can fall in one millisecond of the service's clock, and the list's
      // tie-breaker (the venue id, random here) would then decide the order.
      await votes.sql(`update votes.favorites set created_at = created_at - interval '1 second' where user_id = ? and venue_id = ?`, [me.userId, first]);
      expect(await favorite(second)).toEqual({ favorite: true });
      expect(await votes.client.request(RPC.favoritesShow, { venueId: first }, { actor: me })).toEqual({ favorite: true });
      expect((await votes.client.request(RPC.favoritesList, {}, { actor: me })).map((venue) => venue.id)).toEqual([second, first]);
      expect(await votes.client.request(RPC.favoritesRemove, { venueId: second }, { actor: me })).toEqual({ favorite: false });
      expect((await votes.client.request(RPC.favoritesList, {}, { actor: me })).map((venue) => venue.id)).toEqual([first]);
      await expect(favorite(randomUUID())).rejects.toMatchObject({ code: 'venue_not_found' });
      await expect(votes.client.request(RPC.favoritesList, {}, { actor: undefined })).rejects.toMatchObject({ code: 'favorite_sign_in_required' });
    });
  });

  describe('a deleted account (user.deleted)', () => {
    it('keeps its votes counted but pointing at nobody, and erases its favourites', async () => {
      const me = consumer();
      const venue = publicVenue();
      await cast(me, venue, 1);
      await votes.client.request(RPC.favoritesAdd, { venueId: venue }, { actor: me });
      // Published the way any service does: through an outbox (this service's own, relayed to JetStream).
      const orm = votes.service.get(MikroORM);
      await orm.em.fork().transactional(async (em) => {
        new EventOutbox().add(em, 'user.deleted', { userId: me.userId, deletedAt: new Date().toISOString() });
      });
      const deadline = Date.now() + 10_000;
      while ((await votes.sql(`select 1 from votes.inbox where subject = 'user.deleted'`)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await votes.sql(`select count(*)::int as count from votes.votes where user_id = ?`, [me.userId])).toEqual([{ count: 0 }]);
      expect(await votes.sql(`select count(*)::int as count from votes.votes where venue_id = ? and value = 1`, [venue])).toEqual([{ count: 1 }]);
      expect(await votes.sql(`select count(*)::int as count from votes.favorites where user_id = ?`, [me.userId])).toEqual([{ count: 0 }]);
    });
  });

  describe('an account whose e-mail is not confirmed (issue 30 §9)', () => {
    it('keeps its votes and shows them to it, counts none in public, then counts each vote once when user.email-confirmed arrives', async () => {
      const me = consumer();
      const [kept, withdrawn, again] = [publicVenue(), publicVenue(), publicVenue()];
      const unconfirmed = (venueId: string, value: VoteValue) => cast(me, venueId, value, OLD_ACCOUNT, false);
      expect(await unconfirmed(kept, 1)).toEqual({ value: 1 });
      expect(await unconfirmed(withdrawn, 1)).toEqual({ value: 1 });
      expect(await unconfirmed(withdrawn, 0)).toEqual({ value: 0 });
      expect(await unconfirmed(again, 1)).toEqual({ value: 1 });
      expect(await show(me, kept)).toEqual({ value: 1 });
      // Not a single vote.cast: the venues' public counts do not move (they are made of these events).
      for (const venue of [kept, withdrawn, again]) expect(await voteEvents(venue)).toEqual([]);

      await deliver('user.email-confirmed', { userId: me.userId, confirmedAt: '2026-12-02T09:00:00.000Z' });
      expect(await voteEvents(kept)).toEqual([{ value: 1, user_id: me.userId }]);
      expect(await voteEvents(again)).toEqual([{ value: 1, user_id: me.userId }]);
      expect(await voteEvents(withdrawn)).toEqual([]);
      expect(await votes.sql(`select count(*)::int as count from votes.votes where user_id = ? and not counted`, [me.userId])).toEqual([{ count: 0 }]);

      // A session that still says "unconfirmed" (another browser): the votes service knows better now.
      const later = publicVenue();
      await unconfirmed(later, 1);
      expect(await voteEvents(later)).toEqual([{ value: 1, user_id: me.userId }]);
      // Taking back a counted vote moves the count back, as for anyone.
      await unconfirmed(kept, 0);
      expect((await voteEvents(kept)).map((event) => event.value).sort()).toEqual([0, 1]);
    });

    it('moves no count when an unconfirmed account takes its vote back, and forgets its uncounted votes when it is deleted', async () => {
      const me = consumer();
      const venue = publicVenue();
      await cast(me, venue, 1, OLD_ACCOUNT, false);
      await cast(me, venue, 0, OLD_ACCOUNT, false);
      await cast(me, venue, 1, OLD_ACCOUNT, false);
      expect(await voteEvents(venue)).toEqual([]);
      await deliver('user.deleted', { userId: me.userId, deletedAt: '2026-12-02T09:00:00.000Z' });
      expect(await votes.sql(`select count(*)::int as count from votes.votes where venue_id = ?`, [venue])).toEqual([{ count: 0 }]);
      expect(await voteEvents(venue)).toEqual([]);
    });
  });

  describe('a deleted venue (venue.deleted)', () => {
    it('takes its votes and everyone’s favourite of it, and leaves other venues alone', async () => {
      const [me, other] = [consumer(), consumer()];
      const [gone, kept] = [publicVenue(), publicVenue()];
      for (const actor of [me, other]) {
        await cast(actor, gone, 1);
        await votes.client.request(RPC.favoritesAdd, { venueId: gone }, { actor });
      }
      await cast(me, kept, 1);
      await votes.client.request(RPC.favoritesAdd, { venueId: kept }, { actor: me });
      await votes.service.get(MikroORM).em.fork().transactional(async (em) => {
        new EventOutbox().add(em, 'venue.deleted', { venueId: gone, slug: 'lieu-supprime', ownerUserId: null, cause: 'owner', deletedAt: new Date().toISOString() });
      });
      const left = async () => (await votes.sql<{ count: number }>(`select (select count(*) from votes.votes where venue_id = ?) + (select count(*) from votes.favorites where venue_id = ?) as count`, [gone, gone]))[0].count;
      const deadline = Date.now() + 10_000;
      while (Number(await left()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(Number(await left())).toBe(0);
      expect(await votes.sql(`select count(*)::int as count from votes.votes where venue_id = ?`, [kept])).toEqual([{ count: 1 }]);
      expect(await votes.sql(`select count(*)::int as count from votes.favorites where venue_id = ?`, [kept])).toEqual([{ count: 1 }]);
    });
  });

  describe('the venues service away', () => {
    it('keeps taking votes for a venue it knows is public, and answers 503 for a venue it never saw', async () => {
      const venue = publicVenue();
      await cast(consumer(), venue, 1);
      await votes.venuesAway();
      expect(await cast(consumer(), venue, 1)).toEqual({ value: 1 });
      const unseen = publicVenue();
      await expect(cast(consumer(), unseen, 1)).rejects.toMatchObject({ code: 'service_unavailable' });
    });
  });
});
