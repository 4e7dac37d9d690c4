import { closedPort, TestSmtpServer } from '@lieux/testing';
import { NodemailerMailSender } from './nodemailer.mail-sender.js';
import { passwordResetMail } from './templates/password-reset.mail.js';

describe('NodemailerMailSender, through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let sender: NodemailerMailSender;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    sender = new NodemailerMailSender({ SMTP_URL: smtp.url, MAIL_FROM: 'Lieux <no-reply@lieux.ma>' });
  });

  afterAll(async () => {
    sender.close();
    await smtp.stop();
  });

  it.each(['fr', 'en', 'ar'] as const)('delivers a %s mail whose text and HTML arrive intact', async (locale) => {
    const to = `salma.${locale}@example.ma`;
    const resetUrl = `http://localhost:3000/reset-password?token=${'a'.repeat(43)}`;
    const mail = passwordResetMail(locale, { firstName: 'Salmà', resetUrl, validForMinutes: 60 });
    await sender.send({ to, ...mail });

    const received = await smtp.waitFor(to);
    expect(received.from).toBe('no-reply@lieux.ma');
    expect(received.headers.from).toBe('Lieux <no-reply@lieux.ma>');
    expect(received.subject).toBe(mail.subject);
    expect(received.headers['content-language']).toBe(locale);
    expect(received.text).toBe(mail.text.trim());
    expect(received.html).toContain(`href="${resetUrl}"`);
    expect(received.html).toContain(`lang="${locale}"`);
  });

  it('rejects when the server refuses the mail, so the caller keeps it and retries', async () => {
    smtp.failNext(1);
    const mail = passwordResetMail('fr', { firstName: 'Salma', resetUrl: 'http://localhost:3000/reset-password?token=x', validForMinutes: 60 });
    await expect(sender.send({ to: 'refused@example.ma', ...mail })).rejects.toThrow();
    await sender.send({ to: 'refused@example.ma', ...mail });
    expect(smtp.mailsTo('refused@example.ma')).toHaveLength(1);
  });

  it('rejects when no server answers', async () => {
    const closed = new NodemailerMailSender({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: 'no-reply@lieux.ma' });
    const mail = passwordResetMail('fr', { firstName: 'Salma', resetUrl: 'http://localhost:3000/reset-password?token=x', validForMinutes: 60 });
    await expect(closed.send({ to: 'nobody@example.ma', ...mail })).rejects.toThrow();
    closed.close();
  });
});
