import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '../auth/require-sign-in';
import { RootRedirect } from '../auth/root-redirect';
import { AppLayout } from '../layout/app-layout';
import { BareLayout } from '../layout/bare-layout';
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
  SearchPage,
  SignupPage,
  StatusPage,
  TermsPage,
  TestRolesPage,
  VenuePage,
} from './lazy-screens';
import { PENDING_PROTECTED_SCREENS, PENDING_PUBLIC_SCREENS } from './route-table';

const loginScreen = <LoginPage />;

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
      {/* The landing page has no top navigation (spec); the business page has its own header. */}
      <Route element={<BareLayout />}>
        <Route path="landing" element={<LandingPage />} />
        <Route path="merchant" element={<MerchantPage />} />
      </Route>
    </Routes>
  );
}
