import { renderMail, type RenderedMail } from './layout.js';

export interface ClaimDecidedMailData {
  firstName: string;
  venueName: string;
  status: 'approved' | 'refused';
  /** The admin's reason, for a refusal. */
  reason: string | null;
  /** `${PUBLIC_URL}/merchant/dashboard`: where the new owner manages the venue. */
  dashboardUrl: string;
  /** `${PUBLIC_URL}/venue/${slug}`: the venue's public page. */
  venueUrl: string;
}

/**
 * The claimant's mail after an admin's decision on their claim of a listing (issue 32 §2). In French,
 * the platform's language, in the product's tone: what happened, what they can do now.
 */
export function claimDecidedMail(data: ClaimDecidedMailData): RenderedMail {
  if (data.status === 'approved') {
    return renderMail('fr', {
      subject: `« ${data.venueName} » est désormais à vous sur Lieux`,
      greeting: `Bonjour ${data.firstName},`,
      paragraphs: [
        `Nos équipes ont validé votre demande : vous êtes maintenant le propriétaire de « ${data.venueName} » sur Lieux.`,
        'Depuis votre tableau de bord, vous pouvez compléter la fiche, ajouter vos photos, mettre à jour vos horaires et connecter vos réseaux sociaux.',
      ],
      action: { label: 'Ouvrir mon tableau de bord', url: data.dashboardUrl },
      footer: ['Vous recevez ce message parce que vous avez revendiqué ce lieu sur Lieux.'],
      signature: 'L’équipe Lieux',
    });
  }
  return renderMail('fr', {
    subject: `Votre demande pour « ${data.venueName} » n’a pas été acceptée`,
    greeting: `Bonjour ${data.firstName},`,
    paragraphs: [
      `Nos équipes ont examiné votre demande de revendication de « ${data.venueName} » et ne peuvent pas l’accepter pour l’instant.`,
      `Motif : ${data.reason ?? 'non précisé'}`,
      'Si le lieu est bien le vôtre, vous pouvez refaire une demande avec un compte Instagram ou Google Business qui porte le site web, le téléphone ou l’identifiant de la fiche, ou nous écrire depuis la page Contact.',
    ],
    action: { label: 'Voir la page du lieu', url: data.venueUrl },
    footer: ['Vous recevez ce message parce que vous avez revendiqué ce lieu sur Lieux.'],
    signature: 'L’équipe Lieux',
  });
}
