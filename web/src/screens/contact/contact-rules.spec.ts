import { EMPTY_CONTACT, validateContact } from './contact-rules';

const valid = { ...EMPTY_CONTACT, firstName: 'Salma', lastName: 'Bennani', email: 'salma@example.ma', subject: 'support' as const, message: 'Bonjour, une question.' };

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names each broken rule, as the server does', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({ firstName: 'firstNameMin', lastName: 'lastNameMin', email: 'invalidEmail', subject: 'subject', message: 'messageMin' });
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'messageMax' });
    expect(validateContact({ ...valid, message: '   court   ' })).toEqual({ message: 'messageMin' });
  });

  it('asks the type of a GDPR request', () => {
    expect(validateContact({ ...valid, subject: 'gdpr' })).toEqual({ requestType: 'requestType' });
    expect(validateContact({ ...valid, subject: 'gdpr', requestType: 'erasure' })).toEqual({});
  });
});
