import { failRun, startRun, succeedRun } from './score-run.js';

const at = (iso: string) => new Date(iso);

describe('a score run', () => {
  const started = startRun({ id: 'r1', kind: 'daily', jobId: 'j1' }, at('2026-11-21T02:00:00Z'));

  it('starts running, with no venue computed yet', () => {
    expect(started).toMatchObject({ status: 'running', venuesComputed: 0, venueId: null, finishedAt: null, error: null });
  });

  it('succeeds with the number of venues it computed and its finish time', () => {
    const done = succeedRun(started, 42, at('2026-11-21T02:00:05Z'));
    expect(done).toMatchObject({ status: 'succeeded', venuesComputed: 42, finishedAt: at('2026-11-21T02:00:05Z') });
  });

  it('keeps the error of a failed run', () => {
    expect(failRun(started, 'Redis is gone', at('2026-11-21T02:00:01Z'))).toMatchObject({ status: 'failed', error: 'Redis is gone' });
  });

  it('ends once: a finished run cannot succeed or fail again', () => {
    const done = succeedRun(started, 1, at('2026-11-21T02:00:05Z'));
    expect(() => succeedRun(done, 2, at('2026-11-21T02:00:06Z'))).toThrow(/already succeeded/);
    expect(() => failRun(done, 'late', at('2026-11-21T02:00:06Z'))).toThrow(/already succeeded/);
  });

  it('never ends before it started, even when the clock steps back', () => {
    expect(succeedRun(started, 0, at('2026-11-21T01:59:00Z')).finishedAt).toEqual(started.startedAt);
  });

  it('names its venue when it recomputes one venue', () => {
    expect(() => startRun({ id: 'r2', kind: 'venue', jobId: 'j2' }, at('2026-11-21T10:00:00Z'))).toThrow(/names its venue/);
    expect(startRun({ id: 'r2', kind: 'venue', jobId: 'j2', venueId: 'v1' }, at('2026-11-21T10:00:00Z')).venueId).toBe('v1');
  });

  it('refuses a venue count that is not a whole, positive number', () => {
    expect(() => succeedRun(started, -1, at('2026-11-21T02:00:05Z'))).toThrow(/invalid venue count/);
    expect(() => succeedRun(started, 1.5, at('2026-11-21T02:00:05Z'))).toThrow(/invalid venue count/);
  });
});
