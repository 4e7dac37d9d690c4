import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '../auth/require-sign-in';
import { RootRedirect } from '../auth/root-redirect';
import { AppLayout } from '../layout/app-layout';
import {
  AccountPage,
  ComingSoonPage,
  ContactPage,
  CookiesPage,
  ExplorerPage,
  FaqPage,
  FavoritesPage,
  ForgotPasswordPage,
  GdprPage,
  GuidePage,
  HelpCenterPage,
  HomePage,
  LandingPage,
  LegalNoticePage,
  LoginPage,
  MerchantPage,
  NotFoundPage,
  PrivacyPage,
  ResetPasswordPage,
  ConfirmEmailPage,
  SearchPage,
  SignupPage,
  StatusPage,
  TermsPage,
  TestRolesPage,
  VenuePage,
  NewVenuePage,
  MerchantDashboardPage,
  MerchantVenuesPage,
  VenueEditPage,
  VenueAnalyticsPage,
  MerchantOnboardingPage,
  MerchantUpgradePage,
  MerchantContentPage,
  MerchantConnectionsPage,
  ClaimPage,
  AdminPage,
} from './lazy-screens';
import { PENDING_PROTECTED_SCREENS, PENDING_PUBLIC_SCREENS } from './route-table';

const loginScreen = <LoginPage />;

/** A screen only for signed-in users: a visitor gets the login screen in its place (route table). */
const signedIn = (screen: ReactNode) => <RequireSignIn loginScreen={loginScreen}>{screen}</RequireSignIn>;

/**
 * The spec's route table. Declarative routes (no data router): TanStack Query loads the data, and
 * the entry chunk stays about 18 KB gzipped lighter.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<RootRedirect />} />
        {/* Discovery (issue 7): the home search page, search results, explorer, venue page. */}
        <Route path="search" element={<HomePage />} />
        <Route path="recherche" element={<SearchPage />} />
        <Route path="explorer" element={<ExplorerPage />} />
        {/* The marketing pages share the header too (issue 28: a way around for everyone; the spec had none). */}
        <Route path="landing" element={<LandingPage />} />
        <Route path="merchant" element={<MerchantPage />} />
        <Route path="venue/:slug" element={<VenuePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="test-roles" element={<TestRolesPage />} />
        <Route
          path="compte"
          element={
            <RequireSignIn loginScreen={loginScreen}>
              <AccountPage />
            </RequireSignIn>
          }
        />
        <Route path="faq" element={<FaqPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        {/* The welcome mail's link (issue 30 §9). */}
        <Route path="confirm-email" element={<ConfirmEmailPage />} />
        <Route path="guide" element={<GuidePage />} />
        <Route path="centre-aide" element={<HelpCenterPage />} />
        <Route path="confidentialite" element={<PrivacyPage />} />
        <Route path="conditions" element={<TermsPage />} />
        <Route path="cookies" element={<CookiesPage />} />
        <Route path="mentions-legales" element={<LegalNoticePage />} />
        <Route path="rgpd" element={<GdprPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="statut" element={<StatusPage />} />
        {/* Votes and favourites (issue 8). */}
        <Route
          path="favoris"
          element={
            <RequireSignIn loginScreen={loginScreen}>
              <FavoritesPage />
            </RequireSignIn>
          }
        />
        {/* Merchant workspace (issue 10); /dashboard is the spec's other name of the dashboard. */}
        <Route path="lieu/nouveau" element={signedIn(<NewVenuePage />)} />
        <Route path="merchant/dashboard" element={signedIn(<MerchantDashboardPage />)} />
        <Route path="dashboard" element={<Navigate to="/merchant/dashboard" replace />} />
        <Route path="merchant/onboarding" element={signedIn(<MerchantOnboardingPage />)} />
        <Route path="merchant/venues" element={signedIn(<MerchantVenuesPage />)} />
        <Route path="merchant/venue/:id/edit" element={signedIn(<VenueEditPage />)} />
        <Route path="merchant/venue/:id/analytics" element={signedIn(<VenueAnalyticsPage />)} />
        <Route path="merchant/upgrade" element={signedIn(<MerchantUpgradePage />)} />
        <Route path="merchant/content" element={signedIn(<MerchantContentPage />)} />
        <Route path="merchant/connections" element={signedIn(<MerchantConnectionsPage />)} />
        <Route path="merchant/revendiquer/:slug" element={signedIn(<ClaimPage />)} />
        {/* Admin console (issue 14): /admin/<tab> opens a tab; a signed-in non-admin gets the 403 page. */}
        <Route path="admin" element={signedIn(<AdminPage />)} />
        <Route path="admin/:onglet" element={signedIn(<AdminPage />)} />
        {PENDING_PUBLIC_SCREENS.map(({ path, titleKey }) => (
          <Route key={path} path={path} element={<ComingSoonPage key={path} titleKey={titleKey} />} />
        ))}
        {PENDING_PROTECTED_SCREENS.map(({ path, titleKey }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireSignIn loginScreen={loginScreen}>
                <ComingSoonPage key={path} titleKey={titleKey} />
              </RequireSignIn>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
