import type { Translation } from '../i18n/message-catalog';
import type { routeTitlesFr } from './route-table.fr';

export const routeTitlesEn = {
  'newVenue': 'Create a venue',
  'merchantDashboard': 'Dashboard',
  'merchantOnboarding': 'Getting started',
  'merchantConnections': 'Social networks',
  'admin': 'Administration',
} satisfies Translation<typeof routeTitlesFr>;
