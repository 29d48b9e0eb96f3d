import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { SessionProvider } from './session';
import { ToastProvider } from './toast';
import { AntdScope } from './antd-scope';
import { paletteCss } from './theme';
import { RemoteWidgetProvider, type WidgetLoader } from './remote-widget';

interface Props {
  children: ReactNode;
  /** Wraps everything below the palette (the shell's error boundary, whose screen needs no antd). */
  boundary?: (children: ReactNode) => ReactNode;
  /**
   * `whole-tree` (the default, for a remote's development page): antd's theme and App around everything.
   * `per-page`: none here; whoever renders antd puts an `AntdScope` around it (the shell, whose sign-in
   * page loads without antd).
   */
  antd?: 'whole-tree' | 'per-page';
  /** How other remotes' widgets are loaded (the shell's federation loader); without it widgets say so. */
  widgetLoader?: WidgetLoader;
}

/**
 * The providers every page runs inside: the palette, antd's theme and App (see `antd`), one QueryClient,
 * toasts, the session and the router. The shell renders its routes in it, and each remote's development page renders
 * its pages in it, so a page behaves the same standalone as inside the shell.
 */
export function BedtimeProviders({ children, boundary = (content) => content, antd = 'whole-tree', widgetLoader }: Props) {
  const [queryClient] = useState(createQueryClient);
  const tree = boundary(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionProvider>
          <BrowserRouter>
            <RemoteWidgetProvider loader={widgetLoader}>{children}</RemoteWidgetProvider>
          </BrowserRouter>
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return (
    <>
      {/* React hoists this into <head> once, however many times it is rendered. */}
      <style href="bedtime-palette" precedence="default">
        {paletteCss}
      </style>
      {antd === 'whole-tree' ? <AntdScope>{tree}</AntdScope> : tree}
    </>
  );
}
