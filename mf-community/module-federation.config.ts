import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import pkg from './package.json';

/**
 * The community remote: /community (shared stories and votes). The shell finds it at run time through
 * /runtime/remotes.json. Shared singletons match the shell's, so its QueryClient, session and toasts
 * serve this page (and the story page's share control refreshes these lists through the same cache).
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'antd', '@bedtime/web-kit'] as const;

type SingletonName = (typeof SINGLETONS)[number];
const dependencies: Record<SingletonName, string> = pkg.dependencies;

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: dependencies[name] }]),
);

export default createModuleFederationConfig({
  name: 'mf_community',
  filename: 'remoteEntry.js',
  exposes: {
    './CommunityPage': './src/pages/community-page.tsx',
  },
  shared: sharedSingletons,
  manifest: true,
  dts: false,
});
