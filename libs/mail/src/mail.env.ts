import { Matches } from 'class-validator';
import { IntInRange, loadEnv } from '@lieux/platform';

/** Where mail goes when nothing says otherwise: the local MailDev that `npm start` runs (SMTP 1025, inbox 1080). */
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';
export const DEFAULT_MAIL_FROM = 'Lieux <no-reply@lieux.ma>';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T = object> = new (...args: any[]) => T;

/**
 * Adds the mail settings (DESIGN.md rule 8) to a process's configuration class, validated at start-up
 * with the rest: `class AuthEnv extends WithMailEnv(ServiceEnv) {}`.
 */
export function WithMailEnv<TBase extends Constructor>(Base: TBase) {
  class WithMail extends Base {
    /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465` (TLS from the start). */
    @Matches(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
    SMTP_URL: string = DEFAULT_SMTP_URL;

    /** `Name <address>` or a bare address. */
    @Matches(/^(.+<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/, { message: 'must be an e-mail address, e.g. "Lieux <no-reply@lieux.ma>"' })
    MAIL_FROM: string = DEFAULT_MAIL_FROM;

    /** How often the service's pending mails are looked for (the kit's MailRelay); a refused one is retried with back-off. */
    @IntInRange(100, 60_000)
    MAIL_RELAY_INTERVAL_MS: number = 1000;
  }
  return WithMail;
}

/** The mail settings alone. */
export class MailEnv extends WithMailEnv(class {}) {}

/** Reads and validates the mail settings from `source` (process.env). */
export function loadMailEnv(source: NodeJS.ProcessEnv = process.env): MailEnv {
  return loadEnv(MailEnv, source);
}
