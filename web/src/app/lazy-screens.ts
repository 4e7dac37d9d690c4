import { createElement, lazy } from 'react';
import type { MessageCatalog } from '../i18n/message-catalog';

/** Each screen is its own chunk, fetched when its route is first shown. */
export const HomePage = lazy(() =>
  import('../screens/home/home.page').then((module) => ({ default: module.HomePage })),
);

export const ComingSoonPage = lazy(() =>
  import('../screens/coming-soon/coming-soon.page').then((module) => ({ default: module.ComingSoonPage })),
);

export const NotFoundPage = lazy(() =>
  import('../screens/not-found/not-found.page').then((module) => ({ default: module.NotFoundPage })),
);

export const FaqPage = lazy(() => import('../screens/faq/faq.page').then((module) => ({ default: module.FaqPage })));

export const GuidePage = lazy(() => import('../screens/guide/guide.page').then((module) => ({ default: module.GuidePage })));

export const HelpCenterPage = lazy(() =>
  import('../screens/help-center/help-center.page').then((module) => ({ default: module.HelpCenterPage })),
);

export const MerchantPage = lazy(() =>
  import('../screens/merchant/merchant.page').then((module) => ({ default: module.MerchantPage })),
);

export const ForgotPasswordPage = lazy(() =>
  import('../screens/forgot-password/forgot-password.page').then((module) => ({ default: module.ForgotPasswordPage })),
);

export const ResetPasswordPage = lazy(() =>
  import('../screens/reset-password/reset-password.page').then((module) => ({ default: module.ResetPasswordPage })),
);

export const ConfirmEmailPage = lazy(() =>
  import('../screens/confirm-email/confirm-email.page').then((module) => ({ default: module.ConfirmEmailPage })),
);

export const GdprPage = lazy(() => import('../screens/legal/gdpr.page').then((module) => ({ default: module.GdprPage })));

/** A legal page: the shared legal layout with one text, each text its own chunk. */
function legalPage(loadCatalog: () => Promise<MessageCatalog<string>>) {
  return lazy(async () => {
    const [{ LegalDocument }, catalog] = await Promise.all([import('../screens/legal/legal-document'), loadCatalog()]);
    return { default: () => createElement(LegalDocument, { catalog }) };
  });
}

export const PrivacyPage = legalPage(() => import('../screens/legal/privacy.fr').then((module) => module.privacyMessages));
export const TermsPage = legalPage(() => import('../screens/legal/terms.fr').then((module) => module.termsMessages));
export const CookiesPage = legalPage(() => import('../screens/legal/cookies.fr').then((module) => module.cookiesMessages));
export const LegalNoticePage = legalPage(() =>
  import('../screens/legal/legal-notice.fr').then((module) => module.legalNoticeMessages),
);

export const LoginPage = lazy(() => import('../screens/login/login.page').then((module) => ({ default: module.LoginPage })));

export const SignupPage = lazy(() => import('../screens/signup/signup.page').then((module) => ({ default: module.SignupPage })));

export const TestRolesPage = lazy(() =>
  import('../screens/test-roles/test-roles.page').then((module) => ({ default: module.TestRolesPage })),
);

export const AccountPage = lazy(() => import('../screens/account/account.page').then((module) => ({ default: module.AccountPage })));

// Discovery (issue 7): the landing page, search, explorer and venue pages.
export const LandingPage = lazy(() => import('../screens/landing/landing.page').then((module) => ({ default: module.LandingPage })));

export const SearchPage = lazy(() => import('../screens/search/search.page').then((module) => ({ default: module.SearchPage })));

export const ExplorerPage = lazy(() =>
  import('../screens/explorer/explorer.page').then((module) => ({ default: module.ExplorerPage })),
);

export const VenuePage = lazy(() => import('../screens/venue/venue.page').then((module) => ({ default: module.VenuePage })));
// Content (issue 9).
export const ContactPage = lazy(() => import('../screens/contact/contact.page').then((module) => ({ default: module.ContactPage })));

export const StatusPage = lazy(() => import('../screens/status/status.page').then((module) => ({ default: module.StatusPage })));

// Votes and favourites (issue 8): 'Mes favoris'.
export const FavoritesPage = lazy(() => import('../votes/favorites.page').then((module) => ({ default: module.FavoritesPage })));
/**
 * Merchant workspace (issue 10): its screens come in one chunk (`merchant-screens.ts`), fetched when
 * the first of them is shown; one import here instead of eight keeps the entry chunk small.
 */
type MerchantScreens = typeof import('./merchant-screens');
const merchantScreen = (name: keyof MerchantScreens) => lazy(() => import('./merchant-screens').then((module) => ({ default: module[name] })));

export const NewVenuePage = merchantScreen('NewVenuePage');
export const MerchantDashboardPage = merchantScreen('MerchantDashboardPage');
export const MerchantVenuesPage = merchantScreen('MerchantVenuesPage');
export const VenueEditPage = merchantScreen('VenueEditPage');
export const VenueAnalyticsPage = merchantScreen('VenueAnalyticsPage');
export const MerchantOnboardingPage = merchantScreen('MerchantOnboardingPage');
export const MerchantUpgradePage = merchantScreen('MerchantUpgradePage');
export const MerchantContentPage = merchantScreen('MerchantContentPage');
export const MerchantConnectionsPage = merchantScreen('MerchantConnectionsPage');
// Claiming a listing (issue 32 §2).
export const ClaimPage = merchantScreen('ClaimPage');

// Admin console (issue 14): its own chunk, fetched only when an admin (or someone refused) opens /admin.
export const AdminPage = lazy(() => import('../screens/admin/admin.page').then((module) => ({ default: module.AdminPage })));
