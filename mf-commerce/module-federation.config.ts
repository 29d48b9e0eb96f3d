import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import pkg from './package.json';

/**
 * The commerce remote: subscribe and our own billing portal. The shell finds it at run time through
 * /runtime/remotes.json. Shared singletons are declared exactly as the shell declares them, so the
 * shell's one QueryClient, session, toasts, router and antd theme serve these pages.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'antd', '@bedtime/web-kit'] as const;

type SingletonName = (typeof SINGLETONS)[number];
const dependencies: Record<SingletonName, string> = pkg.dependencies;

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: dependencies[name] }]),
);

export default createModuleFederationConfig({
  name: 'mf_commerce',
  filename: 'remoteEntry.js',
  exposes: {
    './SubscribePage': './src/pages/subscribe-page.tsx',
    './BillingPortalPage': './src/pages/billing-portal-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
  dts: false,
});
