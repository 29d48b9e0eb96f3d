import { lazy } from 'react';
import { AntdScope, useSession } from '@bedtime/web-kit';

// Signed-out pages (the sign-in page first) have no bar, so its antd parts load only for a signed-in user.
const SignedInNavBar = lazy(() => import('./signed-in-nav-bar').then((m) => ({ default: m.SignedInNavBar })));

/** spec/core.md §2: rendered for signed-in users only. */
export function NavBar() {
  const { user } = useSession();
  if (!user) return null;
  return (
    // The scope's box is display: contents, so the bar stays sticky against the whole page, not its own wrapper.
    <AntdScope className="nav-bar-scope" fallback={<header className="nav-bar night-sky on-night" />}>
      <SignedInNavBar user={user} />
    </AntdScope>
  );
}
