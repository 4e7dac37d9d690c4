import type { Translation } from '../../i18n/message-catalog';
import type { openDataFr } from './open-data.fr';

export const openDataAr = {
  'openDataTitle': 'مصدر المعلومات',
  'openDataImported': 'معلومات مستوردة من OpenStreetMap:',
  'openDataCredit': '© مساهمو OpenStreetMap',
  'openDataLicence': 'رخصة ODbL',
  'openDataLink': 'العرض أو التصحيح على OpenStreetMap',
  'opensInNewTab': '(علامة تبويب جديدة)',
} satisfies Translation<typeof openDataFr>;
