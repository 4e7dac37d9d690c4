import { defineMessages } from '../../i18n/message-catalog';

/**
 * The venue page's invitation to claim (issue 32 §2), the spec's sentence (CLAIM_MESSAGES.invitation):
 * a catalogue of its own, loaded with the invitation only. `claim-invitation.en.ts` and
 * `claim-invitation.ar.ts` have exactly these keys.
 */
export const claimInvitationFr = {
  'invitation': 'C’est votre établissement ? Revendiquez-le',
  'invitationBody': 'Gérez sa fiche, ses photos et ses horaires, et suivez son score.',
  'invitationAction': 'Revendiquer ce lieu',
};

export const claimInvitationMessages = defineMessages(claimInvitationFr, {
  en: () => import('./claim-invitation.en').then((module) => module.claimInvitationEn),
  ar: () => import('./claim-invitation.ar').then((module) => module.claimInvitationAr),
});
