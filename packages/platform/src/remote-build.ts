import type { RsbuildConfig } from '@rsbuild/core';
import { remoteEntry, type RemoteName } from './index';

/**
 * Everything of a remote's rsbuild config but its plugins (which each remote adds with its own
 * federation config), so every remote builds the same way. The built remote is only remoteEntry.js,
 * mf-manifest.json and the exposed pages' chunks; the shell renders them. `rsbuild dev` also serves a
 * standalone page (src/bootstrap-dev.tsx) that wraps the pages in the providers the shell normally gives.
 */
export function remoteBuildSettings(name: RemoteName, command: string): Omit<RsbuildConfig, 'plugins'> {
  const remote = remoteEntry(name);
  return {
    // In a production build src/index.ts is an empty module and no HTML page refers to it.
    source: { entry: { index: './src/index.ts' } },
    html: { title: `Bedtime Stories: ${remote.folder} (development)` },
    tools: {
      htmlPlugin: command !== 'build',
      rspack: {
        module: {
          rules: [
            // The contracts' modules only define constants and schemas: marking them pure lets unused
            // schemas (and most of zod with them) drop out of the remote's bundle.
            { test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          ],
        },
      },
    },
    output: {
      distPath: { root: 'dist' },
      // Chunks load relative to wherever remoteEntry.js was served from (/remotes/<folder>/ behind the gateway).
      assetPrefix: 'auto',
    },
    dev: { assetPrefix: 'auto' },
    server: {
      port: remote.devPort,
      // The shell's dev server (another origin) loads this remote's files.
      cors: { origin: /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
      historyApiFallback: true,
      // Development only: the gateway owns /api.
      proxy: { '/api': 'http://localhost:3000' },
    },
  };
}
