import { isServiceDurable, plannedDurables, startOfNewDurable } from './consumer-durables.js';

describe('the durables of a service consumer', () => {
  const catalogue = ['vote.cast', 'venue.created', 'venue.votes-counted', 'connection.created', 'connection.updated', 'connection.removed', 'user.deleted'];

  it('is one durable named after the service when the server takes several filters, or for one subject', () => {
    expect(plannedDurables('t1_venues', 't1.', ['vote.cast', 'connection.created'], catalogue, true)).toEqual([
      { name: 't1_venues', filter: { filter_subject: undefined, filter_subjects: ['t1.connection.created', 't1.vote.cast'] } },
    ]);
    expect(plannedDurables('t1_votes', 't1.', ['user.deleted'], catalogue, false)).toEqual([
      { name: 't1_votes', filter: { filter_subject: 't1.user.deleted', filter_subjects: undefined } },
    ]);
  });

  it('is one filtered durable per subject on a server before 2.10, never the whole stream', () => {
    expect(plannedDurables('admin', '', ['vote.cast', 'venue.created'], catalogue, false)).toEqual([
      { name: 'admin__venue_created', filter: { filter_subject: 'venue.created', filter_subjects: undefined } },
      { name: 'admin__vote_cast', filter: { filter_subject: 'vote.cast', filter_subjects: undefined } },
    ]);
  });

  it('keeps a family the service handles entirely on one durable, in the stream’s order (created, updated, removed of one connection)', () => {
    expect(plannedDurables('t1_venues', 't1.', ['vote.cast', 'connection.removed', 'connection.created', 'connection.updated'], catalogue, false)).toEqual([
      { name: 't1_venues__connection', filter: { filter_subject: 't1.connection.>', filter_subjects: undefined } },
      { name: 't1_venues__vote_cast', filter: { filter_subject: 't1.vote.cast', filter_subjects: undefined } },
    ]);
  });

  it('refuses two subjects that would share a durable name', () => {
    expect(() => plannedDurables('venues', '', ['a.b', 'a_b'], [], false)).toThrow(/one durable name/);
  });

  it('tells the service’s durables from another service’s', () => {
    expect(isServiceDurable('venues', 'venues')).toBe(true);
    expect(isServiceDurable('venues', 'venues__vote_cast')).toBe(true);
    expect(isServiceDurable('venues', 'venues_archive')).toBe(false);
    expect(isServiceDurable('venues', 'admin__vote_cast')).toBe(false);
  });

  const durable = (pending: number, ackPending: number, ackFloor: number) => ({ num_pending: pending, num_ack_pending: ackPending, ack_floor: { stream_seq: ackFloor, consumer_seq: 0 } });

  it('starts a first durable at the start of the stream', () => {
    expect(startOfNewDurable([], 500)).toEqual({ policy: 'all' });
  });

  it('starts a new durable at the earliest event an existing one has not acknowledged', () => {
    expect(startOfNewDurable([durable(3, 0, 120), durable(0, 2, 90)], 500)).toEqual({ policy: 'from', sequence: 91 });
  });

  it('starts after the stream’s last event when every existing durable is caught up, however old its floor', () => {
    // A filtered durable's floor stays at its subject's last event: a sparse subject must not replay the stream.
    expect(startOfNewDurable([durable(0, 0, 7), durable(0, 0, 480)], 500)).toEqual({ policy: 'from', sequence: 501 });
  });
});
