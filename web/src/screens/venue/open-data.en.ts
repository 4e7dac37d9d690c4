import type { Translation } from '../../i18n/message-catalog';
import type { openDataFr } from './open-data.fr';

export const openDataEn = {
  'openDataTitle': 'Source of this information',
  'openDataImported': 'Information imported from OpenStreetMap:',
  'openDataCredit': '© OpenStreetMap contributors',
  'openDataLicence': 'ODbL licence',
  'openDataLink': 'View or correct on OpenStreetMap',
  'opensInNewTab': '(new tab)',
} satisfies Translation<typeof openDataFr>;
