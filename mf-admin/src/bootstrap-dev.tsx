/**
 * Standalone development page for this remote (`rsbuild dev` only; production builds leave it out).
 * It gives the pages the providers the shell gives them (BedtimeProviders: theme, palette, query client,
 * session, toasts, router), so they behave here as they do inside the shell.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BedtimeProviders } from '@bedtime/web-kit';
import AdminDashboardPage from './pages/admin-dashboard-page';
import AdminMerchandisePage from './pages/admin-merchandise-page';
import AdminReportsPage from './pages/admin-reports-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <BedtimeProviders>
      <main id="main-content" style={{ background: 'var(--lavender)', minHeight: '100vh' }}>
        <Routes>
          <Route path="/admin" element={<AdminDashboardPage />} />
          <Route path="/admin/reports" element={<AdminReportsPage />} />
          <Route path="/admin/merchandise" element={<AdminMerchandisePage />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </main>
    </BedtimeProviders>
  </StrictMode>,
);
