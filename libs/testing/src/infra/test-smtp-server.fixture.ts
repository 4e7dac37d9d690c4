import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, decoded enough to read. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** Lower-cased header names; values unfolded and decoded (RFC 2047). */
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free local port, keeping every mail it
 * receives: what the mail module's and the reset tests read instead of a mock. `failNext(n)` makes the
 * next n deliveries fail with 451 (a server briefly down), to test that no mail is lost.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private failures = 0;
  private waiters: { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  private readonly server: SMTPServer;
  private port = 0;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.failures > 0) {
            this.failures -= 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelope = session.envelope;
          const mail = parseMail(raw, envelope.mailFrom ? envelope.mailFrom.address : '', envelope.rcptTo.map((to) => to.address));
          this.received.push(mail);
          for (const waiter of this.waiters.filter((candidate) => candidate.match(mail))) waiter.resolve(mail);
          this.waiters = this.waiters.filter((candidate) => !candidate.match(mail));
          callback();
        });
      },
    });
  }

  static async start(port = 0): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer();
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.server.listen(port, '127.0.0.1', () => resolve());
    });
    smtp.port = (smtp.server.server.address() as AddressInfo).port;
    return smtp;
  }

  /** What to give as SMTP_URL. */
  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The next `count` deliveries are refused with 451. */
  failNext(count: number): void {
    this.failures = count;
  }

  /** The first mail to `address` (already received or still to come), or a rejection after `timeoutMs`. */
  waitFor(address: string, timeoutMs = 10_000, match: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
    const wanted = (mail: ReceivedMail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && match(mail);
    const already = this.received.find(wanted);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail to ${address} within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ match: wanted, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
    });
  }

  /** Every mail received to `address` (`match`: only those). */
  mailsTo(address: string, match: (mail: ReceivedMail) => boolean = () => true): ReceivedMail[] {
    return this.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()) && match(mail));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Headers and body of one MIME part. */
function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const separator = raw.search(/\r?\n\r?\n/);
  const head = separator < 0 ? raw : raw.slice(0, separator);
  const body = separator < 0 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words (RFC 2047). */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*(?==\?)?/gi, (_word, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const pieces = text.replace(/=\r?\n/g, '').split(/(=[0-9A-F]{2})/i);
  const bytes = pieces.map((piece) => (/^=[0-9A-F]{2}$/i.test(piece) ? Buffer.from([parseInt(piece.slice(1), 16)]) : Buffer.from(piece, 'utf8')));
  return Buffer.concat(bytes).toString('utf8');
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The text and HTML of a mail: a single part, or the parts of a multipart one. */
function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const parts: { type: string; content: string }[] = [];
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = (partHeaders['content-type'] ?? 'text/plain').toLowerCase();
    const boundary = /boundary="?([^";]+)"?/i.exec(partHeaders['content-type'] ?? '')?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const part = splitPart(section.replace(/^\r?\n/, ''));
        collect(part.headers, part.body);
      }
      return;
    }
    parts.push({ type, content: decodeBody(partHeaders, partBody).replace(/\r\n/g, '\n') });
  };
  collect(headers, body);
  return {
    from,
    to,
    subject: headers.subject ?? '',
    headers,
    text: parts.find((part) => part.type.startsWith('text/plain'))?.content.trim() ?? '',
    html: parts.find((part) => part.type.startsWith('text/html'))?.content ?? '',
    raw,
  };
}

/**
 * The mails that carry a link to `path` with a token (`/reset-password`, `/confirm-email`): a new
 * account also gets its welcome mail (issue 30 §9), so a test waits for the mail it means.
 */
export function carriesLinkTo(path: string): (mail: ReceivedMail) => boolean {
  return (mail) => mail.text.includes(`${path}?token=`);
}
