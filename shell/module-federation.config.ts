import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import pkg from './package.json';

/**
 * The shell is the federation host. Remotes are not listed here: their manifest URLs come from
 * GET /runtime/remotes.json at run time (docs/frontend-conventions.md), so a remote can move or ship
 * without rebuilding the shell.
 */
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'antd', '@bedtime/web-kit'] as const;

type SingletonName = (typeof SINGLETONS)[number];
const dependencies: Record<SingletonName, string> = pkg.dependencies;

export const sharedSingletons = Object.fromEntries(
  SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: dependencies[name] }]),
);

export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedSingletons,
  dts: false,
});
