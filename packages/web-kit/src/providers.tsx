import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session';
import { ToastProvider } from './toast';
import { bedtimeTheme, paletteCss } from './theme';
import { RemoteWidgetProvider, type WidgetLoader } from './remote-widget';

interface Props {
  children: ReactNode;
  /** Wraps everything inside the antd App, so a crash below still renders with the theme (the shell's error boundary). */
  boundary?: (children: ReactNode) => ReactNode;
  /** How other remotes' widgets are loaded (the shell's federation loader); without it widgets say so. */
  widgetLoader?: WidgetLoader;
}

/**
 * The providers every page runs inside: the theme and palette, antd's App, one QueryClient, toasts, the
 * session and the router. The shell renders its routes in it, and each remote's development page renders
 * its pages in it, so a page behaves the same standalone as inside the shell.
 */
export function BedtimeProviders({ children, boundary = (content) => content, widgetLoader }: Props) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider theme={bedtimeTheme}>
      {/* React hoists this into <head> once, however many times it is rendered. */}
      <style href="bedtime-palette" precedence="default">
        {paletteCss}
      </style>
      <AntApp>
        {boundary(
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <SessionProvider>
                <BrowserRouter>
                  <RemoteWidgetProvider loader={widgetLoader}>{children}</RemoteWidgetProvider>
                </BrowserRouter>
              </SessionProvider>
            </ToastProvider>
          </QueryClientProvider>,
        )}
      </AntApp>
    </ConfigProvider>
  );
}
