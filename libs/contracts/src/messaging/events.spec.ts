import { EVENT_SUBJECTS, EVENTS, eventVersion, type EventMap, type EventPayload, type VoteCastV1 } from './events.js';

/** `<entity>.<past-tense>`: each part one lowercase word or several joined by single hyphens. */
const EVENT_SUBJECT_FORM = /^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/;

describe('the event catalogue', () => {
  it('lists every subject once, each of the form <entity>.<past-tense> in lowercase kebab-case words', () => {
    expect(EVENT_SUBJECTS).toEqual(Object.keys(EVENTS));
    expect(new Set(EVENT_SUBJECTS).size).toBe(EVENT_SUBJECTS.length);
    for (const subject of EVENT_SUBJECTS) {
      expect(subject).toMatch(EVENT_SUBJECT_FORM);
    }
  });

  it('accepts kebab-case words (user.role-changed) and nothing looser', () => {
    for (const good of ['vote.cast', 'user.role-changed', 'social-account.token-refreshed']) expect(good).toMatch(EVENT_SUBJECT_FORM);
    for (const bad of ['User.created', 'user.role_changed', 'user.-changed', 'user.role-', 'user', 'user.role.changed', 'user.role--changed']) expect(bad).not.toMatch(EVENT_SUBJECT_FORM);
  });

  it('gives each subject the version of its payload', () => {
    expect(eventVersion('vote.cast')).toBe(1);
    for (const subject of EVENT_SUBJECTS) {
      expect(Number.isInteger(eventVersion(subject)) && eventVersion(subject) >= 1).toBe(true);
    }
  });

  it('derives the payload types from the catalogue', () => {
    const payload: EventPayload<'vote.cast'> = { userId: 'u', venueId: 'v', value: 1, castAt: '2026-11-21T00:00:00.000Z' };
    const mapped: EventMap['vote.cast'] = payload;
    const typed: VoteCastV1 = mapped;
    // @ts-expect-error a subject outside the catalogue does not compile
    const outside = () => eventVersion('vote.deleted');
    expect(outside).toThrow(TypeError);
    expect(typed.venueId).toBe('v');
  });
});
