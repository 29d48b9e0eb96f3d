import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@bedtime/platform';
import pkg from './package.json';

/**
 * The commerce remote (subscribe, our billing portal), as registered in the platform registry: its name and its exposed pages (one module
 * per page, src/pages/<page>.tsx) come from there, so the shell's routes and this build cannot disagree.
 * The shell finds it at run time through /runtime/remotes.json, so nothing here names the host. Shared
 * singletons are the platform's one list, so the shell's one QueryClient, session, toasts, router and
 * antd theme serve these pages.
 */
export default createModuleFederationConfig(remoteFederationOptions('mf_commerce', pkg.dependencies));
