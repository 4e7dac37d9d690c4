import { inactiveAccountMail } from './inactive-account.mail.js';

const data = { firstName: 'Salma', signInUrl: 'https://lieux.example/login', deletionDate: new Date('2029-12-01T10:00:00Z'), inactiveYears: 3 };

describe('inactiveAccountMail', () => {
  it('is French when the language is not known: the deletion day, the policy’s 3 years and the way to keep the account', () => {
    const mail = inactiveAccountMail(undefined, data);
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('Votre compte Lieux sera bientôt supprimé');
    expect(mail.text).toContain('Bonjour Salma,');
    expect(mail.text).toContain('un compte inactif depuis 3 ans est supprimé');
    expect(mail.text).toContain('votre compte sera supprimé le 1 décembre 2029');
    expect(mail.text).toContain('https://lieux.example/login');
    expect(mail.html).toContain('href="https://lieux.example/login"');
  });

  it.each([
    ['en', 'deleted on 1 December 2029'],
    ['ar', '2029'],
  ] as const)('in %s gives the same day', (locale, day) => {
    const mail = inactiveAccountMail(locale, data);
    expect(mail.text).toContain(day);
    expect(mail.text).toContain(data.signInUrl);
  });

  it('is right-to-left in Arabic', () => {
    expect(inactiveAccountMail('ar', data).html).toContain('<html lang="ar" dir="rtl">');
  });
});
