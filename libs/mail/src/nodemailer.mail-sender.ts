import { createTransport } from 'nodemailer';
import type { MailEnv } from './mail.env.js';
import type { MailSender, OutgoingMail } from './mail-sender.js';

/** Sends through the SMTP server of `SMTP_URL` (nodemailer), from `MAIL_FROM`. */
export class NodemailerMailSender implements MailSender {
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(private readonly env: Pick<MailEnv, 'SMTP_URL' | 'MAIL_FROM'>) {
    // A short connection timeout: an unreachable server fails the send fast, and the caller retries later.
    this.transport = createTransport({ url: env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.env.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: { 'Content-Language': mail.locale },
    });
  }

  close(): void {
    this.transport.close();
  }
}
