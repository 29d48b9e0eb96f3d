import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, SessionProvider, ToastProvider } from '@bedtime/web-kit';
import { ErrorBoundary } from '../layout/error-boundary';
import { GenericErrorScreen } from '../layout/generic-error-screen';
import { shellTheme } from './theme';
import { ShellRoutes } from './shell-routes';

/** The providers every page, shell or remote, runs inside (docs/frontend-conventions.md). */
export function ShellApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider theme={shellTheme}>
      <AntApp>
        <ErrorBoundary fallback={() => <GenericErrorScreen />}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <SessionProvider>
                <BrowserRouter>
                  <ShellRoutes />
                </BrowserRouter>
              </SessionProvider>
            </ToastProvider>
          </QueryClientProvider>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
