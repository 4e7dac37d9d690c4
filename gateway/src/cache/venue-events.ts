import type { EventSubject } from '@lieux/contracts';
import type { VenueChange } from './response-cache.js';

/**
 * Every event that changes what a public answer shows of a venue, with what it changes
 * (`VenueChange`). A vote or a score changes a count: the lists showing the venue may lag by the
 * list bound. Anything else is content or visibility, and is never served stale. Subjects as in the
 * EVENTS catalogue (libs/contracts); each payload names its venue (`venueId`).
 *
 * `vote.cast` is not one: it changes no public answer. The public count moves with
 * `venue.votes-counted`, which the venues service publishes once the count is committed (and not at
 * all for the vote of an account whose e-mail is not confirmed), so listening to both dropped each
 * voted page twice, the first time to read the old count again.
 */
export const VENUE_EVENT_CHANGES = {
  'venue.votes-counted': 'counts',
  'score.updated': 'counts',
  'venue.score-applied': 'counts',
  'connection.measured': 'counts',
  'venue.created': 'content',
  'venue.updated': 'content',
  'venue.moderated': 'content',
  'venue.unpublished': 'content',
  'venue.deleted': 'content',
  'venue.photos-changed': 'content',
  'venue.connections-applied': 'content',
  'connection.created': 'content',
  'connection.updated': 'content',
  'connection.removed': 'content',
  'verification.decided': 'content',
} as const satisfies Partial<Record<EventSubject, VenueChange>>;

/**
 * The NATS patterns the gateway listens to for them. Wider than the table on purpose: an event of
 * these families that the table does not know yet (a new `venue.*`) is treated as a content change.
 */
export const VENUE_EVENT_PATTERNS = ['venue.>', 'connection.>', 'score.updated', 'verification.decided'] as const;

/** One venue event as the cache reads it: which venue, and what changed (no venue: every venue-showing answer goes). */
export interface VenueEventEffect {
  venueId: string | undefined;
  change: VenueChange;
}

const decoder = new TextDecoder();

/**
 * Reads a venue event off the wire (`<prefix><subject>`, data the JSON envelope of
 * libs/contracts' `EventEnvelope`). A payload without a venue id, or not JSON, concerns every venue.
 */
export function venueEventEffect(subject: string, subjectPrefix: string, data: Uint8Array): VenueEventEffect {
  const name = subject.startsWith(subjectPrefix) ? subject.slice(subjectPrefix.length) : subject;
  const change: VenueChange = (VENUE_EVENT_CHANGES as Readonly<Record<string, VenueChange>>)[name] ?? 'content';
  let venueId: string | undefined;
  try {
    const envelope = JSON.parse(decoder.decode(data)) as { payload?: { venueId?: unknown } } | null;
    const id = envelope?.payload?.venueId;
    if (typeof id === 'string' && id !== '') venueId = id;
  } catch {
    venueId = undefined;
  }
  return { venueId, change };
}
