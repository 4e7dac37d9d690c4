import type { Translation } from '../../i18n/message-catalog';
import type { claimInvitationFr } from './claim-invitation.fr';

export const claimInvitationEn = {
  'invitation': 'Is this your business? Claim it',
  'invitationBody': 'Manage its listing, photos and hours, and follow its score.',
  'invitationAction': 'Claim this venue',
} satisfies Translation<typeof claimInvitationFr>;
