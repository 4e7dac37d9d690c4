import { renderMail, type RenderedMail } from './layout.js';

export interface VenueModeratedMailData {
  firstName: string;
  venueName: string;
  status: 'approved' | 'rejected';
  /** The admin's reason, for a refusal (may be absent: the API's body is optional). */
  reason: string | null;
  /** `${PUBLIC_URL}/venue/${slug}`: the public page of an approved venue. */
  venueUrl: string;
  /** `${PUBLIC_URL}/merchant/dashboard`: where the merchant sees the status and the reason, and edits the venue. */
  dashboardUrl: string;
}

/**
 * The merchant's mail after an admin's moderation of their venue (issue 14). In French, the platform's
 * language: the account keeps no language of its own yet.
 */
export function venueModeratedMail(data: VenueModeratedMailData): RenderedMail {
  if (data.status === 'approved') {
    return renderMail('fr', {
      subject: `« ${data.venueName} » est en ligne sur Lieux`,
      greeting: `Bonjour ${data.firstName},`,
      paragraphs: [`Nos équipes ont validé « ${data.venueName} » : le lieu apparaît désormais dans les classements et la recherche de Lieux.`],
      action: { label: 'Voir la page du lieu', url: data.venueUrl },
      footer: ['Vous recevez ce message parce que vous gérez ce lieu sur Lieux.'],
      signature: 'L’équipe Lieux',
    });
  }
  return renderMail('fr', {
    subject: `« ${data.venueName} » n’a pas été validé sur Lieux`,
    greeting: `Bonjour ${data.firstName},`,
    paragraphs: [
      `Nos équipes ont examiné « ${data.venueName} » et ne peuvent pas le publier pour l’instant.`,
      `Motif : ${data.reason ?? 'non précisé'}`,
      'Vous pouvez corriger la fiche depuis votre tableau de bord : toute modification la renvoie en modération.',
    ],
    action: { label: 'Ouvrir mon tableau de bord', url: data.dashboardUrl },
    footer: ['Vous recevez ce message parce que vous gérez ce lieu sur Lieux.'],
    signature: 'L’équipe Lieux',
  });
}
