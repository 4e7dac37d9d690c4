import { newContactMessage, subjectLabel } from './contact-message.js';

describe('contact message', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  it('is stored trimmed, new, in French by default, with no GDPR type outside a GDPR request', () => {
    const message = newContactMessage({ firstName: ' Salma ', lastName: 'Bennani ', email: ' salma@example.ma', subject: 'bug', message: '  Un bug.  ', requestType: 'erasure' }, 'id-1', now);
    expect(message).toEqual({ id: 'id-1', firstName: 'Salma', lastName: 'Bennani', email: 'salma@example.ma', subject: 'bug', requestType: null, message: 'Un bug.', locale: 'fr', status: 'new', createdAt: now, updatedAt: now });
  });

  it('names the subject for support, with the right exercised for a GDPR request', () => {
    expect(subjectLabel('press', null)).toBe('Presse');
    expect(subjectLabel('gdpr', 'portability')).toBe('Demande RGPD : portabilité');
  });
});
