import type { Locale } from '@lieux/contracts';
import { renderMail, type RenderedMail } from './layout.js';

export interface InboxReplyMailData {
  firstName: string;
  /** The admin's answer, as written. */
  body: string;
  /** The sender's message, quoted below the answer. */
  originalMessage: string;
}

const replies: Record<Locale, (data: InboxReplyMailData) => RenderedMail> = {
  fr: ({ firstName, body, originalMessage }) =>
    renderMail('fr', {
      subject: 'Réponse à votre message — Lieux',
      greeting: `Bonjour ${firstName},`,
      paragraphs: [body],
      footer: ['Votre message :', originalMessage],
      signature: 'L’équipe Lieux',
    }),
  en: ({ firstName, body, originalMessage }) =>
    renderMail('en', {
      subject: 'Reply to your message — Lieux',
      greeting: `Hello ${firstName},`,
      paragraphs: [body],
      footer: ['Your message:', originalMessage],
      signature: 'The Lieux team',
    }),
  ar: ({ firstName, body, originalMessage }) =>
    renderMail('ar', {
      subject: 'رد على رسالتك — Lieux',
      greeting: `مرحبًا ${firstName}،`,
      paragraphs: [body],
      footer: ['رسالتك:', originalMessage],
      signature: 'فريق Lieux',
    }),
};

/** An admin's answer to a contact message or GDPR request, in the sender's language, their message quoted. */
export function inboxReplyMail(locale: Locale | undefined, data: InboxReplyMailData): RenderedMail {
  return replies[locale ?? 'fr'](data);
}
