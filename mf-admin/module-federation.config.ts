import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { exposesOf, federationSharedFrom, remoteEntry } from '@bedtime/platform';
import pkg from './package.json';

/**
 * The admin remote, as registered in the platform registry (its name and page modules come from there).
 */
const remote = remoteEntry('mf_admin');

export default createModuleFederationConfig({
  name: remote.name,
  filename: 'remoteEntry.js',
  exposes: exposesOf(remote),
  shared: federationSharedFrom(pkg.dependencies),
  manifest: true,
  dts: false,
});
