/**
 * Standalone development page for this remote (`rsbuild dev` only; production builds leave it out).
 * It gives the pages the providers the shell normally gives them, with the shell's palette.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { SessionProvider, ToastProvider, createQueryClient, useSession } from '@bedtime/web-kit';
import SubscribePage from './pages/subscribe-page';
import BillingPortalPage from './pages/billing-portal-page';

const queryClient = createQueryClient();

function DevBar() {
  const { user } = useSession();
  return (
    <nav style={{ display: 'flex', gap: 16, padding: '12px 20px', background: '#1b1740', color: '#fff' }}>
      <strong>mf_commerce (dev)</strong>
      <Link style={{ color: '#fff3d1' }} to="/subscribe">Subscribe</Link>
      <Link style={{ color: '#fff3d1' }} to="/billing">Billing</Link>
      <span style={{ marginLeft: 'auto' }}>{user ? user.email : 'not signed in (sign in through the shell or POST /api/login)'}</span>
    </nav>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <ConfigProvider theme={{ token: { colorPrimary: '#4f46e5', colorText: '#221e3f', borderRadius: 12, fontSize: 16, controlHeight: 40 } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <SessionProvider>
              <BrowserRouter>
                <DevBar />
                <main id="main-content" style={{ background: '#f4f2ff', minHeight: '100vh' }}>
                  <Routes>
                    <Route path="/subscribe" element={<SubscribePage />} />
                    <Route path="/billing" element={<BillingPortalPage />} />
                  </Routes>
                </main>
              </BrowserRouter>
            </SessionProvider>
          </ToastProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
