import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import federation from './module-federation.config';

/**
 * The built remote is only remoteEntry.js, mf-manifest.json and the exposed pages' chunks; the shell
 * renders them. `rsbuild dev` also serves a standalone page (src/bootstrap-dev.tsx) that wraps the pages
 * in the providers the shell normally gives, for working on this remote alone.
 */
export default defineConfig(({ command }) => ({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  // In a production build src/index.ts is an empty module and no HTML page refers to it.
  source: { entry: { index: './src/index.ts' } },
  html: { title: 'Bedtime Stories: community remote (development)' },
  tools: {
    htmlPlugin: command !== 'build',
    rspack: {
      module: {
        rules: [
          // The contracts' modules only define constants and schemas: marking them pure lets unused
          // schemas (and most of zod with them) drop out of this remote's bundle.
          { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  output: {
    distPath: { root: 'dist' },
    // Chunks are loaded relative to wherever remoteEntry.js was served from (/remotes/mf-community/ behind the gateway).
    assetPrefix: 'auto',
  },
  dev: { assetPrefix: 'auto' },
  server: {
    port: 3103,
    // The shell's dev server (another origin) loads this remote's files.
    cors: { origin: /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
    historyApiFallback: true,
    // Development only: the gateway owns /api.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
