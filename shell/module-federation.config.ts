import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { federationSharedFrom } from '@bedtime/platform';
import pkg from './package.json';

/**
 * The shell is the federation host. Remotes are not listed here: their manifest URLs come from
 * GET /runtime/remotes.json at run time (docs/frontend-conventions.md), so a remote can move or ship
 * without rebuilding the shell. The shared singletons are the platform's one list.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: federationSharedFrom(pkg.dependencies),
  dts: false,
});
