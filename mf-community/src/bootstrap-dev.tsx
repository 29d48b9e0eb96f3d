/**
 * Standalone development page for this remote (`rsbuild dev` only; production builds leave it out).
 * It gives the page the providers the shell normally gives it.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { SessionProvider, ToastProvider, createQueryClient } from '@bedtime/web-kit';
import CommunityPage from './pages/community-page';

const queryClient = createQueryClient();

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
                <main id="main-content" style={{ background: '#f4f2ff', minHeight: '100vh' }}>
                  <Routes>
                    <Route path="/community" element={<CommunityPage />} />
                    <Route path="*" element={<Navigate to="/community" replace />} />
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
