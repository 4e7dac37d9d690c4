import type { RouteTitleKey } from './route-table.fr';

export interface ScreenRoute {
  path: string;
  titleKey: RouteTitleKey;
}

/**
 * Screens of the spec's route table that are not built yet: each shows the shared "coming soon"
 * screen under its own title (`route-table.fr.ts` and its translations). An issue that builds one
 * moves it out of here into app-routes.tsx, and its title into the screen's own folder.
 */
export const PENDING_PUBLIC_SCREENS: readonly ScreenRoute[] = [
];

/** The spec's five routes only for signed-in users not built yet; a visitor gets the login screen in their place. */
export const PENDING_PROTECTED_SCREENS: readonly ScreenRoute[] = [
];

