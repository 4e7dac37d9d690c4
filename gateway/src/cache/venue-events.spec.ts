import { venueEventEffect } from './venue-events.js';

const wire = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const envelope = (payload: object) => wire({ id: 'e1', subject: 's', version: 1, occurredAt: '2026-11-28T10:00:00Z', payload });

describe('venue events as the cache reads them', () => {
  it('a counted vote or a score is a new count of the venue it names', () => {
    expect(venueEventEffect('t1.score.updated', 't1.', envelope({ venueId: 'v1', score: 80 }))).toEqual({ venueId: 'v1', change: 'counts' });
    expect(venueEventEffect('t1.venue.votes-counted', 't1.', envelope({ venueId: 'v1', voteCount: 3 }))).toEqual({ venueId: 'v1', change: 'counts' });
    expect(venueEventEffect('t1.venue.score-applied', 't1.', envelope({ venueId: 'v1', score: 80 }))).toEqual({ venueId: 'v1', change: 'counts' });
  });

  it('an edit, a moderation, an unpublication or a deletion changes content; so does a venue event the table does not know', () => {
    for (const subject of ['venue.updated', 'venue.moderated', 'venue.unpublished', 'venue.deleted', 'venue.something-new']) {
      expect(venueEventEffect(`p.${subject}`, 'p.', envelope({ venueId: 'v2' }))).toEqual({ venueId: 'v2', change: 'content' });
    }
  });

  it('names no venue when the payload does not, or is not JSON', () => {
    expect(venueEventEffect('p.venue.votes-counted', 'p.', wire({}))).toEqual({ venueId: undefined, change: 'counts' });
    expect(venueEventEffect('p.venue.created', 'p.', new TextEncoder().encode('{'))).toEqual({ venueId: undefined, change: 'content' });
  });
});
