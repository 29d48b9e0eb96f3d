import { lazy, Suspense, type ReactNode } from 'react';

const loadAntdRoot = () => import('./antd-root');
const AntdRoot = lazy(loadAntdRoot);

/**
 * Starts loading the antd singleton (and the theme around it) without waiting for it: for a page that
 * will need antd soon, such as the sign-in page once the visitor starts typing.
 */
export function preloadAntd(): void {
  void loadAntdRoot();
  // The toast holder too: the first toast on such a page (Welcome!, a refusal) then shows at once.
  void import('./toast-holder');
}

/**
 * antd's theme and App around `children`, loaded on first use. Everything that renders antd components
 * sits inside one (the shell puts one around each page but the sign-in page, and around its own antd
 * parts), so the first load of /auth carries no antd. The federation singleton keeps it one copy: every
 * scope, the shell's and the remotes', gets the same antd module and so the same contexts.
 * `className` goes on antd's App element, the one box a scope adds around its children.
 */
export function AntdScope({ children, fallback = null, className }: { children: ReactNode; fallback?: ReactNode; className?: string }) {
  return (
    <Suspense fallback={fallback}>
      <AntdRoot className={className}>{children}</AntdRoot>
    </Suspense>
  );
}
