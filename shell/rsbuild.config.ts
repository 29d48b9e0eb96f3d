import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import federation from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './index.html',
    title: 'Bedtime Stories',
    meta: { description: 'Personalised bedtime stories for children aged 2 to 12, narrated with every word highlighted.' },
    favicon: './src/assets/favicon.svg',
    // Installable (docs/offline.md): the manifest and icons are in public/, copied to dist/ as they are.
    tags: [
      { tag: 'meta', attrs: { name: 'theme-color', content: '#1b1740' } },
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
    ],
  },
  output: { distPath: { root: 'dist' } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: {
    port: 3100,
    // Development only: the gateway owns /api, /runtime and /remotes; the dev server proxies to it.
    proxy: { '/api': 'http://localhost:3000', '/runtime': 'http://localhost:3000', '/remotes': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
    historyApiFallback: true,
  },
});
