import type { Locale } from '@lieux/contracts';
import { renderMail, type RenderedMail } from './layout.js';

export interface ContactAcknowledgementMailData {
  firstName: string;
  /** Within how many hours support promised to answer (`promisedResponseHours`). */
  hours: number;
  /** A Pro merchant's message: the plan's priority support. */
  priority: boolean;
  /** The message's id, to quote when writing again. */
  reference: string;
  /** The sender's message, quoted. */
  message: string;
}

/** "2 hours" in Arabic: the noun agrees with the number (dual, 3–10, 11 and more). */
function arabicHours(hours: number): string {
  switch (new Intl.PluralRules('ar').select(hours)) {
    case 'one':
      return 'ساعة واحدة';
    case 'two':
      return 'ساعتين';
    case 'few':
      return `${hours} ساعات`;
    default:
      return `${hours} ساعة`;
  }
}

const acknowledgements: Record<Locale, (data: ContactAcknowledgementMailData) => RenderedMail> = {
  fr: ({ firstName, hours, priority, reference, message }) =>
    renderMail('fr', {
      subject: 'Nous avons bien reçu votre message — Lieux',
      greeting: `Bonjour ${firstName},`,
      paragraphs: [
        'Merci de nous avoir écrit : votre message est bien arrivé à notre équipe.',
        priority
          ? `Vous êtes abonné Pro : votre message est traité en priorité, et nous vous répondrons sous ${hours} h.`
          : `Nous vous répondrons sous ${hours} h.`,
      ],
      footer: [`Référence : ${reference}`, 'Votre message :', message],
      signature: 'L’équipe Lieux',
    }),
  en: ({ firstName, hours, priority, reference, message }) =>
    renderMail('en', {
      subject: 'We have received your message — Lieux',
      greeting: `Hello ${firstName},`,
      paragraphs: [
        'Thank you for writing to us: your message has reached our team.',
        priority
          ? `As a Pro subscriber, your message is handled first, and we will answer within ${hours} hours.`
          : `We will answer within ${hours} hours.`,
      ],
      footer: [`Reference: ${reference}`, 'Your message:', message],
      signature: 'The Lieux team',
    }),
  ar: ({ firstName, hours, priority, reference, message }) =>
    renderMail('ar', {
      subject: 'توصلنا برسالتك — Lieux',
      greeting: `مرحبًا ${firstName}،`,
      paragraphs: [
        'شكرًا لمراسلتنا: وصلت رسالتك إلى فريقنا.',
        priority ? `بصفتك مشتركًا في Pro، تُعالَج رسالتك بالأولوية، وسنرد عليك خلال ${arabicHours(hours)}.` : `سنرد عليك خلال ${arabicHours(hours)}.`,
      ],
      footer: [`المرجع: ${reference}`, 'رسالتك:', message],
      signature: 'فريق Lieux',
    }),
};

/** To every sender of the contact or GDPR form, in their language: received, and when the answer comes. */
export function contactAcknowledgementMail(locale: Locale | undefined, data: ContactAcknowledgementMailData): RenderedMail {
  return acknowledgements[locale ?? 'fr'](data);
}
