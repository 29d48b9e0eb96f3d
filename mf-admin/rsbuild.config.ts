import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteBuildSettings } from '@bedtime/platform/remote-build';
import federation from './module-federation.config';

// Built the way every remote is (packages/platform/src/remote-build.ts); only the federation config is its own.
export default defineConfig(({ command }) => ({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  ...remoteBuildSettings('mf_admin', command),
}));
