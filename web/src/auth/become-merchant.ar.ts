import type { Translation } from '../i18n/message-catalog';
import type { becomeMerchantFr } from './become-merchant.fr';

export const becomeMerchantAr = {
  'title': 'هل لديكم نشاط تجاري؟',
  'body': 'حوّلوا حسابكم إلى حساب تاجر لإضافة مكانكم ومتابعة نقاطه. تحتفظون بتصويتاتكم ومفضلاتكم.',
  'action': 'أصبح تاجرًا',
  'busy': 'لحظة…',
  'done': 'حسابكم الآن حساب تاجر.',
} satisfies Translation<typeof becomeMerchantFr>;
