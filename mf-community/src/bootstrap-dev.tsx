/**
 * Standalone development page for this remote (`rsbuild dev` only; production builds leave it out).
 * It gives the page the providers the shell gives it (BedtimeProviders: theme, palette, query client,
 * session, toasts, router), so it behaves here as it does inside the shell.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BedtimeProviders } from '@bedtime/web-kit';
import CommunityPage from './pages/community-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <BedtimeProviders>
      <main id="main-content" style={{ background: 'var(--lavender)', minHeight: '100vh' }}>
        <Routes>
          <Route path="/community" element={<CommunityPage />} />
          <Route path="*" element={<Navigate to="/community" replace />} />
        </Routes>
      </main>
    </BedtimeProviders>
  </StrictMode>,
);
