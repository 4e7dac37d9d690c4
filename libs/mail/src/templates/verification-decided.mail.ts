import { renderMail, type RenderedMail } from './layout.js';

export interface VerificationDecidedMailData {
  firstName: string;
  venueName: string;
  decision: 'approve' | 'reject';
  /** The admin's reason, for a rejection. */
  reason: string | null;
  /** `${PUBLIC_URL}/merchant/dashboard`: where the merchant sees the status and resubmits. */
  dashboardUrl: string;
}

/**
 * The merchant's mail after an admin's decision on a venue's documents (issue 11). In French, the
 * platform's language: the account keeps no language of its own yet.
 */
export function verificationDecidedMail(data: VerificationDecidedMailData): RenderedMail {
  const approved = data.decision === 'approve';
  return renderMail('fr', {
    subject: approved ? `« ${data.venueName} » est vérifié sur Lieux` : `Vérification de « ${data.venueName} » : documents à revoir`,
    greeting: `Bonjour ${data.firstName},`,
    paragraphs: approved
      ? [`Nos équipes ont examiné vos documents : « ${data.venueName} » porte désormais le badge « Vérifié » sur Lieux.`]
      : [
          `Nos équipes ont examiné vos documents pour « ${data.venueName} » et ne peuvent pas valider la vérification pour l’instant.`,
          `Motif : ${data.reason ?? 'non précisé'}`,
          'Vous pouvez corriger vos documents et les renvoyer depuis votre tableau de bord.',
        ],
    action: { label: 'Ouvrir mon tableau de bord', url: data.dashboardUrl },
    footer: ['Vos documents sont conservés 90 jours après cette décision, puis supprimés.'],
    signature: 'L’équipe Lieux',
  });
}
