import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions } from '@bedtime/platform';
import pkg from './package.json';

/** The admin remote, as registered in the platform registry (its name and page modules come from there). */
export default createModuleFederationConfig(remoteFederationOptions('mf_admin', pkg.dependencies));
