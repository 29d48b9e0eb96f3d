import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { storiesTitle, useSession } from '@bedtime/web-kit';
import { ErrorBoundary } from './error-boundary';
import { FirstVisit } from './first-visit';
import { Footer } from './footer';
import { GenericErrorScreen } from './generic-error-screen';
import { NavBar } from './nav-bar';
import { PageLoading } from './page-loading';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Header (signed in only), main landmark, footer; every page sits behind its own error boundary. */
export function AppLayout() {
  const { user } = useSession();
  const location = useLocation();

  useEffect(() => {
    document.title = user ? storiesTitle(user) : 'Bedtime Stories';
  }, [user]);

  return (
    <div className="shell">
      <SkipLink />
      <NavBar />
      <main id={MAIN_CONTENT_ID} className="shell-main" tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname} fallback={() => <GenericErrorScreen />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <FirstVisit />
    </div>
  );
}
