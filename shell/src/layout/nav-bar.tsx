import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { AntdScope, useSession } from '@bedtime/web-kit';
import { VisitorNavBar } from './visitor-nav-bar';

// The signed-in bar is built from antd: its parts load only for a signed-in user (a visitor's bar is plain).
const SignedInNavBar = lazy(() => import('./signed-in-nav-bar').then((m) => ({ default: m.SignedInNavBar })));

/** The sign-in pages carry the brand and their own way in: no bar above them. */
const SIGN_IN_PAGES = ['/auth', '/forgot-password', '/reset-password', '/verify-email'];

/**
 * The full bar for signed-in users (docs/product-rules.md, Shell and layout). A visitor gets a small bar of their own (the public
 * pages, log in, sign up), except on the sign-in pages themselves.
 */
export function NavBar() {
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  if (isLoading) return null;
  if (!user) return SIGN_IN_PAGES.includes(pathname.replace(/\/+$/, '') || '/') ? null : <VisitorNavBar />;
  return (
    // The scope's box is display: contents, so the bar stays sticky against the whole page, not its own wrapper.
    <AntdScope className="nav-bar-scope" fallback={<header className="nav-bar night-sky on-night" />}>
      <SignedInNavBar user={user} />
    </AntdScope>
  );
}
