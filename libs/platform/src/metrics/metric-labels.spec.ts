import { boundedLabel, OTHER_LABEL, routeLabel, subjectLabel, UNMATCHED_ROUTE } from './metric-labels.js';

describe('bounded metric labels', () => {
  it('labels a request by its route template, and every request no route took by one value', () => {
    expect(routeLabel('/api/places/:id/vote')).toBe('/api/places/:id/vote');
    expect(routeLabel(undefined)).toBe(UNMATCHED_ROUTE);
    expect(routeLabel('')).toBe(UNMATCHED_ROUTE);
  });

  it('strips the test namespace’s prefix from a subject and keeps only catalogue subjects', () => {
    const catalogue = new Set(['votes.votes.cast', 'auth.health.check']);
    expect(subjectLabel('t1a2b3c.votes.votes.cast', catalogue, 't1a2b3c.')).toBe('votes.votes.cast');
    expect(subjectLabel('votes.votes.cast', catalogue)).toBe('votes.votes.cast');
    expect(subjectLabel('votes.votes.cast', catalogue, 't1a2b3c.')).toBe('votes.votes.cast');
    expect(subjectLabel('t1a2b3c.votes.anything', catalogue, 't1a2b3c.')).toBe(OTHER_LABEL);
    // A prefix that is not the process's own stays on the subject: not a catalogue subject then.
    expect(subjectLabel('tffff.votes.votes.cast', catalogue, 't1a2b3c.')).toBe(OTHER_LABEL);
  });

  it('folds any value outside a bounded set into `other`', () => {
    const methods = new Set(['GET', 'POST']);
    expect(boundedLabel('GET', methods)).toBe('GET');
    expect(boundedLabel('PROPFIND', methods)).toBe(OTHER_LABEL);
  });
});
