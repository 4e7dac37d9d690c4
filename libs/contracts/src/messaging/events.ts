/**
 * Durable domain events, published on the JetStream stream `EVENTS` through each service's outbox.
 * Subjects are `<entity>.<past-tense>`; payloads are versioned (`…V1`): a breaking change adds a
 * new subject version rather than changing a payload in place.
 */
export const EVENT_STREAM = 'EVENTS';

export interface UserRegisteredV1 {
  userId: string;
  role: 'admin' | 'merchant' | 'consumer';
  registeredAt: string;
}

export interface VenueCreatedV1 {
  venueId: string;
  slug: string;
  ownerUserId: string;
  categoryId: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

export interface VoteCastV1 {
  userId: string;
  venueId: string;
  value: 0 | 1;
  castAt: string;
}

export interface ConnectionUpdatedV1 {
  connectionId: string;
  venueId: string;
  provider: 'instagram' | 'tiktok' | 'facebook' | 'linkedin' | 'google';
  isActive: boolean;
  updatedAt: string;
}

export interface ScoreUpdatedV1 {
  venueId: string;
  score: number;
  computedAt: string;
}

/** Every event subject with its payload: a wrong subject or payload does not compile. */
export interface EventMap {
  'user.registered': UserRegisteredV1;
  'venue.created': VenueCreatedV1;
  'vote.cast': VoteCastV1;
  'connection.updated': ConnectionUpdatedV1;
  'score.updated': ScoreUpdatedV1;
}

export type EventSubject = keyof EventMap;

/** What travels on the wire for every event: the payload wrapped with its identity. */
export interface EventEnvelope<K extends string = string, P = unknown> {
  /** uuid, also the JetStream message id (de-duplication) and the inbox key. */
  id: string;
  subject: K;
  occurredAt: string;
  requestId?: string;
  payload: P;
}

/** The entity part of each subject (`venue`, `vote`…): the stream listens to `<entity>.*`. */
export const EVENT_ENTITIES = ['user', 'venue', 'vote', 'connection', 'score', 'category', 'report', 'test'] as const;
