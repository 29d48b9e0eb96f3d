import { lazy, type ComponentProps, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/app-layout';
import { REMOTES, type RemoteEntry, type RemoteName, type RemotePage as RegisteredPage } from '@bedtime/platform';
import { ProtectedRoute } from '../features/routing/protected-route';
import { AntdScope } from '@bedtime/web-kit';
import { PageLoading } from '../layout/page-loading';
import { OnlineOnly } from '../features/offline/online-only';

// Shell pages are split out so the first load carries only the layout; /auth never waits for a remote.
// The federation loader and the remotes' fallbacks (antd) too: /auth needs neither.
const RemotePage = lazy(() => import('../features/remotes/components/remote-page').then((m) => ({ default: m.RemotePage })));
const AuthPage = lazy(() => import('../features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const ForgotPasswordPage = lazy(() => import('../features/password-recovery/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../features/password-recovery/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('../features/email-verification/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })));
const AboutPage = lazy(() => import('../features/static-pages/components/about-page').then((m) => ({ default: m.AboutPage })));
const TermsPage = lazy(() => import('../features/static-pages/components/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/static-pages/components/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const AccessDeniedPage = lazy(() => import('../features/error-pages/components/access-denied-page').then((m) => ({ default: m.AccessDeniedPage })));
const ServerErrorPage = lazy(() => import('../features/error-pages/components/server-error-page').then((m) => ({ default: m.ServerErrorPage })));
const NotFoundPage = lazy(() => import('../features/error-pages/components/not-found-page').then((m) => ({ default: m.NotFoundPage })));

type ProtectedRouteOptions = Omit<ComponentProps<typeof ProtectedRoute>, 'children'>;

interface RemoteRoute {
  path: string;
  remote: RemoteName;
  page: string;
  /** What the page is called in loading and fallback texts. */
  title: string;
  /** Registered but not built yet (the registry's `planned`). */
  deployed: boolean;
  /** Absent: public. Present: the protected-route rule, with these options. */
  guard?: ProtectedRouteOptions;
  /** Opens without the network (the registry's `offline`); other pages say they need it. */
  offline: boolean;
}

/**
 * The protected-route rule for a registered page. Admin pages only ask for a signed-in user here: the
 * gateway refuses non-admins on every admin call, and the shell merely mirrors what it enforces.
 */
function guardFor(page: RegisteredPage): ProtectedRouteOptions | undefined {
  if (page.access === 'public') return undefined;
  return { requiresSubscription: page.entitlement ?? false, carryGiftParams: page.carryGiftParams ?? false };
}

/** Pages that live in micro-frontends, with who may open them: every page of the platform registry. */
const REMOTE_ROUTES: RemoteRoute[] = (REMOTES as readonly RemoteEntry[]).flatMap((remote) =>
  remote.pages.map((page) => ({
    path: page.path,
    remote: remote.name as RemoteName,
    page: page.page,
    title: page.title,
    deployed: !page.planned,
    guard: guardFor(page),
    offline: page.offline ?? false,
  })),
);

/**
 * antd's theme and App around a page: every page but the sign-in page, which is built without antd so
 * that the product's first load stays light (antd loads with the first page that needs it; one copy,
 * the federation singleton, shared with the remotes).
 */
const withAntd = (page: ReactNode) => <AntdScope fallback={<PageLoading />}>{page}</AntdScope>;

const started = new Set<string>();
/**
 * Starts loading a remote page's code as its route first renders, beside antd rather than after it: the
 * page's AntdScope waits for antd before the page (and so its code) is even asked for, and on a phone
 * each of those waits is several round trips.
 */
function StartLoading({ remote, page }: { remote: RemoteName; page: string }) {
  const key = `${remote}/${page}`;
  if (!started.has(key)) {
    started.add(key);
    void import('../features/remotes/api/remote-loader').then((loader) => loader.prefetchRemotePage(remote, page));
  }
  return null;
}

/** The route table (docs/product-rules.md, Pages and routes); remote pages per docs/frontend-conventions.md. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {REMOTE_ROUTES.map(({ path, remote, page, title, deployed, guard, offline }) => {
          const remotePage = <RemotePage remote={remote} page={page} title={title} deployed={deployed} />;
          const content = offline ? remotePage : <OnlineOnly title={title}>{remotePage}</OnlineOnly>;
          const element = (
            <>
              {deployed && <StartLoading remote={remote} page={page} />}
              {withAntd(guard ? <ProtectedRoute {...guard}>{content}</ProtectedRoute> : content)}
            </>
          );
          return path === '/' ? <Route key={path} index element={element} /> : <Route key={path} path={path} element={element} />;
        })}
        <Route
          path="profile"
          element={withAntd(
            <ProtectedRoute>
              <OnlineOnly title="Your profile">
                <ProfilePage />
              </OnlineOnly>
            </ProtectedRoute>,
          )}
        />
        <Route path="auth" element={<AuthPage />} />
        <Route path="forgot-password" element={withAntd(<ForgotPasswordPage />)} />
        <Route path="reset-password" element={withAntd(<ResetPasswordPage />)} />
        <Route path="verify-email" element={withAntd(<VerifyEmailPage />)} />
        <Route path="about" element={withAntd(<AboutPage />)} />
        <Route path="terms" element={withAntd(<TermsPage />)} />
        <Route path="privacy" element={withAntd(<PrivacyPage />)} />
        <Route path="error/403" element={withAntd(<AccessDeniedPage />)} />
        <Route path="error/500" element={withAntd(<ServerErrorPage />)} />
        <Route path="*" element={withAntd(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
