import type { Translation } from '../i18n/message-catalog';
import type { becomeMerchantFr } from './become-merchant.fr';

export const becomeMerchantEn = {
  'title': 'Do you run a business?',
  'body': 'Switch your account to a merchant account to add your venue and follow its score. You keep your votes and favourites.',
  'action': 'Become a merchant',
  'busy': 'One moment…',
  'done': 'Your account is now a merchant account.',
} satisfies Translation<typeof becomeMerchantFr>;
