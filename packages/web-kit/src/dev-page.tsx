/**
 * A remote's standalone development page (`rsbuild dev` only; production builds leave it out): the
 * remote's registered pages, each at its registered path, inside the providers the shell gives them
 * (BedtimeProviders: theme, palette, query client, session, toasts, router), with a small bar to move
 * between them. Each remote's `src/bootstrap-dev.tsx` is one call to `renderDevPages`.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
// By the package's name, not a relative path: in a federated build `@bedtime/web-kit` is the shared
// singleton the pages use too, so they see these providers (a relative import would be a second copy).
import { BedtimeProviders, useSession } from '@bedtime/web-kit';

/** The part of a platform registry entry the dev page needs (web-kit does not depend on the registry). */
export interface DevRemote {
  name: string;
  pages: readonly { page: string; path: string; title: string; planned?: boolean }[];
}

const routePath = (path: string) => (path.startsWith('/') ? path : `/${path}`);

function DevBar({ remote }: { remote: DevRemote }) {
  const { user } = useSession();
  const linked = remote.pages.filter((page) => !page.planned && !page.path.includes(':'));
  return (
    <nav style={{ display: 'flex', gap: 16, padding: '12px 20px', background: 'var(--night)', color: '#fff' }}>
      <strong>{remote.name} (dev)</strong>
      {linked.map((page) => (
        <Link key={page.page} style={{ color: 'var(--starlight-soft)' }} to={routePath(page.path)}>
          {page.title}
        </Link>
      ))}
      <span style={{ marginLeft: 'auto' }}>{user ? user.email : 'not signed in (sign in through the shell or POST /api/login)'}</span>
    </nav>
  );
}

/** Renders every page of `remote` that is built (not `planned`); `components` holds each page's default export by page name. */
export function renderDevPages(remote: DevRemote, components: Record<string, ComponentType>): void {
  const pages = remote.pages.filter((page) => !page.planned);
  const missing = pages.filter((page) => !components[page.page]).map((page) => page.page);
  if (missing.length > 0) throw new Error(`${remote.name}'s dev page is missing ${missing.join(', ')}`);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <BedtimeProviders>
        <DevBar remote={remote} />
        <main id="main-content" style={{ background: 'var(--lavender)', minHeight: '100vh' }}>
          <Routes>
            {pages.map((page) => {
              const Page = components[page.page]!;
              return <Route key={page.page} path={routePath(page.path)} element={<Page />} />;
            })}
            {pages[0] && <Route path="*" element={<Navigate to={routePath(pages[0].path)} replace />} />}
          </Routes>
        </main>
      </BedtimeProviders>
    </StrictMode>,
  );
}
