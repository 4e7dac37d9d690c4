import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '../auth/require-sign-in';
import { AppLayout } from '../layout/app-layout';
import { BareLayout } from '../layout/bare-layout';
import {
  ComingSoonPage,
  CookiesPage,
  FaqPage,
  ForgotPasswordPage,
  GdprPage,
  GuidePage,
  HelpCenterPage,
  HomePage,
  LegalNoticePage,
  MerchantPage,
  NotFoundPage,
  PrivacyPage,
  ResetPasswordPage,
  TermsPage,
} from './lazy-screens';
import { PENDING_PROTECTED_SCREENS, PENDING_PUBLIC_SCREENS } from './route-table';

const loginScreen = <ComingSoonPage titleKey="login" />;

/**
 * The spec's route table. Declarative routes (no data router): TanStack Query loads the data, and
 * the entry chunk stays about 18 KB gzipped lighter.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {/* The spec's root waits for the auth check and redirects; without an auth API yet, "/" is
            the home search page (web/README.md, "Decisions"). */}
        <Route index element={<HomePage />} />
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
        <Route path="merchant" element={<MerchantPage />} />
        <Route path="landing" element={<ComingSoonPage titleKey="landing" />} />
      </Route>
    </Routes>
  );
}
