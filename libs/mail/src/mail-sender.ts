import type { Locale } from '@lieux/contracts';

/** A mail ready to leave: one recipient, a subject, a plain-text body and its HTML twin. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language the mail is written in (the `lang` of its HTML, right-to-left for Arabic). */
  locale: Locale;
}

/**
 * How a feature sends mail: the use cases see only this. `send` resolves once the SMTP server has
 * accepted the mail and rejects otherwise, so a caller that must not lose a mail keeps it (an outbox
 * event, a row) until `send` resolves.
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_SENDER = Symbol('MailSender');
