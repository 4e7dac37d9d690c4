import { passwordResetMail } from './password-reset.mail.js';

const data = { firstName: 'Salma', resetUrl: 'http://localhost:3000/reset-password?token=abc_DEF-123', validForMinutes: 60 };

describe('passwordResetMail', () => {
  it('is French when the language is not known', () => {
    const mail = passwordResetMail(undefined, data);
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Lieux');
    expect(mail.text).toContain('Bonjour Salma,');
    expect(mail.text).toContain('expire dans 60 minutes');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it.each([
    ['fr', 'Bonjour Salma,'],
    ['en', 'Hello Salma,'],
    ['ar', 'مرحبًا Salma،'],
  ] as const)('in %s carries the link in the text and as a button in the HTML', (locale, greeting) => {
    const mail = passwordResetMail(locale, data);
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(data.resetUrl);
    expect(mail.html).toContain(`href="${data.resetUrl}"`);
    expect(mail.subject).not.toBe('');
  });

  it('is right-to-left in Arabic, the link kept left-to-right', () => {
    const mail = passwordResetMail('ar', data);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('dir="ltr">http://localhost:3000/reset-password?token=abc_DEF-123</p>');
  });

  it('never lets a name become markup', () => {
    const mail = passwordResetMail('fr', { ...data, firstName: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('Bonjour <script>alert(1)</script>,');
  });
});
