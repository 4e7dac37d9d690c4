import type { Translation } from '../i18n/message-catalog';
import type { routeTitlesFr } from './route-table.fr';

export const routeTitlesAr = {
  'newVenue': 'إضافة مكان',
  'merchantDashboard': 'لوحة التحكم',
  'merchantOnboarding': 'البداية',
  'merchantConnections': 'الشبكات الاجتماعية',
  'admin': 'الإدارة',
} satisfies Translation<typeof routeTitlesFr>;
