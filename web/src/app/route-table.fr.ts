import { defineMessages } from '../i18n/message-catalog';

/**
 * The titles of the route table's screens that are not built yet (`route-table.ts`), shown by the
 * coming-soon screen. A screen that gets built takes its title into its own folder.
 * French, the reference: `route-table.en.ts` and `route-table.ar.ts` have exactly these keys.
 */
export const routeTitlesFr = {
  'admin': 'Administration',
};

export type RouteTitleKey = keyof typeof routeTitlesFr;

export const routeTitleMessages = defineMessages(routeTitlesFr, {
  en: () => import('./route-table.en').then((module) => module.routeTitlesEn),
  ar: () => import('./route-table.ar').then((module) => module.routeTitlesAr),
});
