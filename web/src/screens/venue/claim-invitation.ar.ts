import type { Translation } from '../../i18n/message-catalog';
import type { claimInvitationFr } from './claim-invitation.fr';

export const claimInvitationAr = {
  'invitation': 'هل هذه مؤسستك؟ طالِب بها',
  'invitationBody': 'أدِر بطاقتها وصورها ومواعيدها، وتابع تقييمها.',
  'invitationAction': 'المطالبة بهذا المكان',
} satisfies Translation<typeof claimInvitationFr>;
