import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { RemotePage } from '../features/remotes/components/remote-page';
import { ProtectedRoute } from '../features/routing/protected-route';

// Shell pages are split out so the first load carries only the layout; /auth never waits for a remote.
const AuthPage = lazy(() => import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/password-recovery/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/password-recovery/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const AboutPage = lazy(() => import('../features/static-pages/components/about-page').then((m) => ({ default: m.AboutPage })));
const TermsPage = lazy(() => import('../features/static-pages/components/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/static-pages/components/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const AccessDeniedPage = lazy(() => import('../features/error-pages/components/access-denied-page').then((m) => ({ default: m.AccessDeniedPage })));
const ServerErrorPage = lazy(() => import('../features/error-pages/components/server-error-page').then((m) => ({ default: m.ServerErrorPage })));
const NotFoundPage = lazy(() => import('../features/error-pages/components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** The route table of spec/core.md §2; remote pages per docs/frontend-conventions.md. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          index
          element={
            <ProtectedRoute requiresSubscription>
              <RemotePage remote="mf_stories" page="CreateStoryPage" title="Create Story" />
            </ProtectedRoute>
          }
        />
        <Route
          path="stories"
          element={
            <ProtectedRoute>
              <RemotePage remote="mf_stories" page="LibraryPage" title="My Stories" />
            </ProtectedRoute>
          }
        />
        <Route path="story/:id" element={<RemotePage remote="mf_stories" page="StoryPage" title="the story page" />} />
        <Route
          path="profile"
          element={
            <ProtectedRoute>
              <ProfilePage />
            </ProtectedRoute>
          }
        />
        <Route
          path="marketplace"
          element={
            <ProtectedRoute>
              <RemotePage remote="mf_commerce" page="MarketplacePage" title="the Marketplace" />
            </ProtectedRoute>
          }
        />
        <Route path="subscribe" element={<RemotePage remote="mf_commerce" page="SubscribePage" title="Subscription" />} />
        <Route
          path="gift-subscription"
          element={
            <ProtectedRoute carryGiftParams>
              <RemotePage remote="mf_commerce" page="GiftSubscriptionPage" title="Gift a Subscription" />
            </ProtectedRoute>
          }
        />
        <Route path="community" element={<RemotePage remote="mf_community" page="CommunityPage" title="Community Stories" />} />
        <Route
          path="admin"
          element={
            <ProtectedRoute>
              <RemotePage remote="mf_admin" page="AdminDashboardPage" title="the Admin dashboard" />
            </ProtectedRoute>
          }
        />
        <Route
          path="admin/reports"
          element={
            <ProtectedRoute>
              <RemotePage remote="mf_admin" page="AdminReportsPage" title="Admin reports" />
            </ProtectedRoute>
          }
        />
        <Route
          path="admin/merchandise"
          element={
            <ProtectedRoute>
              <RemotePage remote="mf_admin" page="AdminMerchandisePage" title="Admin merchandise" />
            </ProtectedRoute>
          }
        />
        <Route path="auth" element={<AuthPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="error/403" element={<AccessDeniedPage />} />
        <Route path="error/500" element={<ServerErrorPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
