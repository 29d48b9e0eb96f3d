import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@bedtime/platform';
import pkg from './package.json';

/**
 * The community remote, as registered in the platform registry (its name and the CommunityPage module come
 * from there). Shared singletons are the platform's one list, so the shell's QueryClient serves this page
 * too: the story page's share control and these lists refresh through the same cache.
 */
export default createModuleFederationConfig(remoteFederationOptions('mf_community', pkg.dependencies));
