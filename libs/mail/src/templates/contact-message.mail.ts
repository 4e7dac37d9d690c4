import { renderMail, type RenderedMail } from './layout.js';

export interface ContactMessageMailData {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The subject's French label ('Support technique', 'Demande RGPD : accès'…). */
  subjectLabel: string;
  message: string;
  receivedAt: Date;
  /** A Pro merchant's (priority support), and when the answer is promised by. */
  priority: boolean;
  respondBy: Date;
}

/**
 * A message of the contact form, for the support team (in French: the team's language). The sender's
 * address is in the body: the team answers from its own tool, not by replying to a no-reply mail.
 */
export function contactMessageMail(data: ContactMessageMailData): RenderedMail {
  const inCasablanca = (at: Date) => at.toLocaleString('fr-MA', { timeZone: 'Africa/Casablanca', dateStyle: 'long', timeStyle: 'short' });
  const received = inCasablanca(data.receivedAt);
  return renderMail('fr', {
    subject: `[Contact]${data.priority ? ' [Pro prioritaire]' : ''} ${data.subjectLabel} — ${data.firstName} ${data.lastName}`,
    greeting: 'Nouveau message du formulaire de contact',
    paragraphs: [
      `De : ${data.firstName} ${data.lastName} <${data.email}>`,
      `Sujet : ${data.subjectLabel}`,
      `Reçu le : ${received}`,
      `Réponse promise avant : ${inCasablanca(data.respondBy)}${data.priority ? ' (abonné Pro, support prioritaire)' : ''}`,
      ...data.message.split(/\n{2,}/),
    ],
    footer: [`Référence : ${data.id}`],
    signature: 'Lieux',
  });
}
