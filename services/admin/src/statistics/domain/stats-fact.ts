import { SCORE_DISTRIBUTION_BUCKET, type EventMap } from '@lieux/contracts';

/**
 * What the admin's statistics keep of one event: a fact about one entity, with the time it happened.
 * Every fact is applied by entity key and event time, so applying it twice, or after a later fact
 * of the same entity, changes nothing (docs/admin.md, "Statistics, analytics and the audit log").
 */
export type StatsFact =
  | { kind: 'user-registered'; userId: string; at: Date }
  | { kind: 'user-deleted'; userId: string; at: Date }
  | { kind: 'venue-state'; venueId: string; created: boolean; status: VenueStatus; categoryId: string; city: string | null; at: Date }
  | { kind: 'venue-deleted'; venueId: string; at: Date }
  | { kind: 'connection-created'; connectionId: string; at: Date }
  | { kind: 'connection-removed'; connectionId: string; at: Date }
  | { kind: 'report-opened'; reportId: string; at: Date }
  | { kind: 'report-closed'; reportId: string; at: Date }
  | { kind: 'vote'; userId: string; venueId: string; value: 0 | 1; at: Date }
  | { kind: 'score'; venueId: string; score: number; scored: boolean; at: Date };

export type VenueStatus = 'pending' | 'approved' | 'rejected';

/** The events the statistics read: the live handlers and the rebuild take the same list. */
export const STATS_SUBJECTS = [
  'user.registered',
  'user.deleted',
  'venue.created',
  'venue.updated',
  'venue.moderated',
  'venue.deleted',
  'connection.created',
  'connection.removed',
  'report.opened',
  'report.closed',
  'vote.cast',
  'score.updated',
] as const satisfies ReadonlyArray<keyof EventMap>;
export type StatsSubject = (typeof STATS_SUBJECTS)[number];

export function isStatsSubject(subject: string): subject is StatsSubject {
  return (STATS_SUBJECTS as readonly string[]).includes(subject);
}

/** The id each event's fact is keyed by. */
const ENTITY_KEY: Record<StatsSubject, string> = {
  'user.registered': 'userId',
  'user.deleted': 'userId',
  'venue.created': 'venueId',
  'venue.updated': 'venueId',
  'venue.moderated': 'venueId',
  'venue.deleted': 'venueId',
  'connection.created': 'connectionId',
  'connection.removed': 'connectionId',
  'report.opened': 'reportId',
  'report.closed': 'reportId',
  'vote.cast': 'userId',
  'score.updated': 'venueId',
};

/** The fact an event states; throws RangeError for a payload that can never be counted. */
export function statsFactOf<K extends StatsSubject>(subject: K, payload: EventMap[K]): StatsFact {
  // An envelope without its payload, or a payload without its entity's id, can never be counted (a
  // RangeError, as for a bad time): the live handler dead-letters it and the rebuild skips it alike.
  if (typeof payload !== 'object' || payload === null) throw new RangeError(`${String(subject)}: no payload`);
  const keyField = ENTITY_KEY[subject];
  if (typeof (payload as unknown as Record<string, unknown>)[keyField] !== 'string') throw new RangeError(`${String(subject)}: no ${keyField}`);
  const event = payload as EventMap[StatsSubject];
  switch (subject) {
    case 'user.registered': {
      const { userId, registeredAt } = event as EventMap['user.registered'];
      return { kind: 'user-registered', userId, at: instantOf(registeredAt) };
    }
    case 'user.deleted': {
      const { userId, deletedAt } = event as EventMap['user.deleted'];
      return { kind: 'user-deleted', userId, at: instantOf(deletedAt) };
    }
    case 'venue.created': {
      const venue = event as EventMap['venue.created'];
      return { kind: 'venue-state', venueId: venue.venueId, created: true, status: venue.status, categoryId: venue.categoryId, city: venue.city ?? null, at: instantOf(venue.createdAt) };
    }
    case 'venue.updated': {
      const venue = event as EventMap['venue.updated'];
      return { kind: 'venue-state', venueId: venue.venueId, created: false, status: venue.status, categoryId: venue.categoryId, city: venue.city ?? null, at: instantOf(venue.updatedAt) };
    }
    case 'venue.moderated': {
      const venue = event as EventMap['venue.moderated'];
      return { kind: 'venue-state', venueId: venue.venueId, created: false, status: venue.status, categoryId: venue.categoryId, city: venue.city, at: instantOf(venue.moderatedAt) };
    }
    case 'venue.deleted': {
      const { venueId, deletedAt } = event as EventMap['venue.deleted'];
      return { kind: 'venue-deleted', venueId, at: instantOf(deletedAt) };
    }
    case 'connection.created': {
      const { connectionId, connectedAt } = event as EventMap['connection.created'];
      return { kind: 'connection-created', connectionId, at: instantOf(connectedAt) };
    }
    case 'connection.removed': {
      const { connectionId, removedAt } = event as EventMap['connection.removed'];
      return { kind: 'connection-removed', connectionId, at: instantOf(removedAt) };
    }
    case 'report.opened': {
      const { reportId, openedAt } = event as EventMap['report.opened'];
      return { kind: 'report-opened', reportId, at: instantOf(openedAt) };
    }
    case 'report.closed': {
      const { reportId, closedAt } = event as EventMap['report.closed'];
      return { kind: 'report-closed', reportId, at: instantOf(closedAt) };
    }
    case 'vote.cast': {
      const { userId, venueId, value, castAt } = event as EventMap['vote.cast'];
      return { kind: 'vote', userId, venueId, value, at: instantOf(castAt) };
    }
    case 'score.updated': {
      const { venueId, score, state, computedAt } = event as EventMap['score.updated'];
      if (!(score >= 0 && score <= 100)) throw new RangeError(`score out of 0–100: ${score}`);
      return { kind: 'score', venueId, score, scored: state !== 'not-scored', at: instantOf(computedAt) };
    }
  }
  throw new RangeError(`not a statistics event: ${String(subject)}`);
}

function instantOf(isoTimestamp: string): Date {
  const instant = new Date(isoTimestamp);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not a timestamp: ${isoTimestamp}`);
  return instant;
}

/** The score distribution's ten buckets, always all present: '0-9', '10-19' … '90-100'. */
export const SCORE_BUCKETS: readonly string[] = Array.from({ length: 100 / SCORE_DISTRIBUTION_BUCKET }, (_, index) => {
  const low = index * SCORE_DISTRIBUTION_BUCKET;
  return index === 100 / SCORE_DISTRIBUTION_BUCKET - 1 ? `${low}-100` : `${low}-${low + SCORE_DISTRIBUTION_BUCKET - 1}`;
});

/** The bucket of a score in 0–100: [0, 10) is '0-9' … [90, 100] is '90-100'. */
export function scoreBucket(score: number): string {
  return SCORE_BUCKETS[Math.min(SCORE_BUCKETS.length - 1, Math.max(0, Math.floor(score / SCORE_DISTRIBUTION_BUCKET)))];
}
