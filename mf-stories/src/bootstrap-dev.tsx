/**
 * Standalone development page for this remote (`rsbuild dev` only; production builds leave it out).
 * It gives the pages the providers the shell gives them (BedtimeProviders: theme, palette, query client,
 * session, toasts, router), so a page behaves here as it does inside the shell.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Routes } from 'react-router-dom';
import { BedtimeProviders, useSession } from '@bedtime/web-kit';
import CreateStoryPage from './pages/create-story-page';
import LibraryPage from './pages/library-page';
import StoryPage from './pages/story-page';

function DevBar() {
  const { user } = useSession();
  return (
    <nav style={{ display: 'flex', gap: 16, padding: '12px 20px', background: 'var(--night)', color: '#fff' }}>
      <strong>mf_stories (dev)</strong>
      <Link style={{ color: 'var(--starlight-soft)' }} to="/">Create</Link>
      <Link style={{ color: 'var(--starlight-soft)' }} to="/stories">Library</Link>
      <span style={{ marginLeft: 'auto' }}>{user ? user.email : 'not signed in (sign in through the shell or POST /api/login)'}</span>
    </nav>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <BedtimeProviders>
      <DevBar />
      <main id="main-content" style={{ background: 'var(--lavender)', minHeight: '100vh' }}>
        <Routes>
          <Route path="/" element={<CreateStoryPage />} />
          <Route path="/stories" element={<LibraryPage />} />
          <Route path="/story/:id" element={<StoryPage />} />
        </Routes>
      </main>
    </BedtimeProviders>
  </StrictMode>,
);
