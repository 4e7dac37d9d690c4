import { newContactMessage, subjectLabel } from './contact-message.js';

describe('contact message', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('is stored trimmed, new, in French by default, with no GDPR type outside a GDPR request', () => {
    const message = newContactMessage({ firstName: ' Salma ', lastName: 'Bennani ', email: ' salma@example.ma', subject: 'bug', message: '  Un bug.  ', requestType: 'erasure' }, 'id-1', now);
    expect(message).toEqual({ id: 'id-1', firstName: 'Salma', lastName: 'Bennani', email: 'salma@example.ma', subject: 'bug', requestType: null, message: 'Un bug.', locale: 'fr', status: 'new', priority: false, respondBy: new Date('2026-11-21T14:00:00Z'), createdAt: now, updatedAt: now });
  });

  it('promises an answer within the subject\'s delay, and within 2 h to a Pro merchant, whatever the subject', () => {
    const request = { firstName: 'Salma', lastName: 'Bennani', email: 'salma@example.ma', message: 'Bonjour.' };
    const hoursFor = (subject: 'bug' | 'press' | 'gdpr', priority: boolean) => (newContactMessage({ ...request, subject }, 'id', now, priority).respondBy.getTime() - now.getTime()) / 3_600_000;
    expect([hoursFor('bug', false), hoursFor('press', false), hoursFor('gdpr', false)]).toEqual([4, 24, 48]);
    expect([hoursFor('bug', true), hoursFor('press', true), hoursFor('gdpr', true)]).toEqual([2, 2, 2]);
  });

  it('names the subject for support, with the right exercised for a GDPR request', () => {
    expect(subjectLabel('press', null)).toBe('Presse');
    expect(subjectLabel('gdpr', 'portability')).toBe('Demande RGPD : portabilité');
  });
});
