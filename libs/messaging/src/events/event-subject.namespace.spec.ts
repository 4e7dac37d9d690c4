import { EVENT_SUBJECTS } from '@lieux/contracts';
import { eventStreamSubjects, subjectCovers } from './event-subject.namespace.js';

describe('the event stream subjects', () => {
  it('are the catalogue subjects, behind the prefix', () => {
    expect(eventStreamSubjects('')).toEqual(EVENT_SUBJECTS);
    expect(eventStreamSubjects('t1a2b.')).toContain('t1a2b.vote.cast');
    expect(eventStreamSubjects('t1a2b.')).toHaveLength(EVENT_SUBJECTS.length);
  });

  it('know which stream subject already takes a subject', () => {
    expect(subjectCovers('vote.cast', 'vote.cast')).toBe(true);
    expect(subjectCovers('vote.*', 'vote.cast')).toBe(true);
    expect(subjectCovers('vote.>', 'vote.cast')).toBe(true);
    expect(subjectCovers('>', 'vote.cast')).toBe(true);
    expect(subjectCovers('vote.*', 'vote.cast.again')).toBe(false);
    expect(subjectCovers('vote.cast', 'vote.cast.again')).toBe(false);
    expect(subjectCovers('vote.cast.again', 'vote.cast')).toBe(false);
    expect(subjectCovers('venue.*', 'vote.cast')).toBe(false);
    expect(subjectCovers('vote.>', 'vote')).toBe(false);
  });
});
