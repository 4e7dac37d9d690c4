import type { MessageKey } from '../i18n/dictionaries';

export interface ScreenRoute {
  path: string;
  titleKey: MessageKey;
}

/**
 * Screens of the spec's route table that are not built yet: each shows the shared "coming soon"
 * screen under its own title. An issue that builds one moves it out of here into app-router.tsx.
 */
export const PENDING_PUBLIC_SCREENS: readonly ScreenRoute[] = [
  { path: 'explorer', titleKey: 'screen.explorer' },
  { path: 'merchant', titleKey: 'screen.merchant' },
  { path: 'search', titleKey: 'screen.search' },
  { path: 'recherche', titleKey: 'screen.search' },
  { path: 'venue/:slug', titleKey: 'screen.venue' },
  { path: 'test-roles', titleKey: 'screen.testRoles' },
  { path: 'login', titleKey: 'screen.login' },
  { path: 'signup', titleKey: 'screen.signup' },
  { path: 'forgot-password', titleKey: 'screen.forgotPassword' },
  { path: 'faq', titleKey: 'screen.faq' },
  { path: 'confidentialite', titleKey: 'screen.privacy' },
  { path: 'conditions', titleKey: 'screen.terms' },
  { path: 'cookies', titleKey: 'screen.cookies' },
  { path: 'mentions-legales', titleKey: 'screen.legalNotice' },
  { path: 'rgpd', titleKey: 'screen.gdpr' },
  { path: 'centre-aide', titleKey: 'screen.helpCenter' },
  { path: 'contact', titleKey: 'screen.contact' },
  { path: 'guide', titleKey: 'screen.guide' },
  { path: 'statut', titleKey: 'screen.status' },
];

/** The five routes only for signed-in users; a visitor gets the login screen in their place. */
export const PENDING_PROTECTED_SCREENS: readonly ScreenRoute[] = [
  { path: 'lieu/nouveau', titleKey: 'screen.newVenue' },
  { path: 'merchant/dashboard', titleKey: 'screen.merchantDashboard' },
  { path: 'merchant/onboarding', titleKey: 'screen.merchantOnboarding' },
  { path: 'merchant/connections', titleKey: 'screen.merchantConnections' },
  { path: 'admin', titleKey: 'screen.admin' },
];
