import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { exposesOf, federationSharedFrom, remoteEntry } from '@bedtime/platform';
import pkg from './package.json';

/**
 * The community remote, as registered in the platform registry (its name and the CommunityPage module come
 * from there). Shared singletons are the platform's one list, so the shell's QueryClient serves this page
 * too: the story page's share control and these lists refresh through the same cache.
 */
const remote = remoteEntry('mf_community');

export default createModuleFederationConfig({
  name: remote.name,
  filename: 'remoteEntry.js',
  exposes: exposesOf(remote),
  shared: federationSharedFrom(pkg.dependencies),
  manifest: true,
  dts: false,
});
