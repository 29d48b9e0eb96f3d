// The service worker's build (docs/offline.md), run after `rsbuild build` of the shell and again whenever a
// remote is rebuilt (scripts/setup.mjs): esbuild bundles shell/service-worker/sw.ts with Workbox, then
// workbox-build's injectManifest writes the precache list into shell/dist/sw.js. The list is the shell's
// build output and the code of every remote that has a page working offline (the registry's `offline`),
// read from that remote's own build output: its exposed modules' files, without the copies of the shared
// singletons (react, antd...) that the shell provides.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { REMOTES } from '../../packages/platform/src/registry.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHELL_DIST = path.join(ROOT, 'shell/dist');

/** The files of a remote's exposed modules (pages and widgets), as paths inside its dist folder. */
export function exposedFiles(manifest) {
  const files = new Set();
  for (const expose of manifest.exposes ?? []) {
    for (const kind of ['js', 'css']) for (const when of ['sync', 'async']) for (const file of expose.assets?.[kind]?.[when] ?? []) files.add(file);
  }
  const shared = new Set(
    (manifest.shared ?? []).flatMap((entry) => ['js', 'css'].flatMap((kind) => ['sync', 'async'].flatMap((when) => entry.assets?.[kind]?.[when] ?? []))),
  );
  return [...files].filter((file) => !shared.has(file)).sort();
}

export function offlineRemotes() {
  return REMOTES.filter((remote) => remote.pages.some((page) => page.offline));
}

export async function buildServiceWorker() {
  if (!existsSync(path.join(SHELL_DIST, 'index.html'))) throw new Error('Build the shell first: shell/dist/index.html is missing.');
  const globPatterns = ['shell/dist/**/*.{js,css,html,svg,png,woff,woff2,webmanifest}'];
  const modifyURLPrefix = { 'shell/dist/': '/' };
  const entries = ['/runtime/remotes.json'];
  for (const remote of offlineRemotes()) {
    const manifestFile = path.join(ROOT, remote.folder, 'dist/mf-manifest.json');
    if (!existsSync(manifestFile)) {
      console.warn(`service worker: ${remote.folder} is not built; its pages will not open offline until it is and this runs again.`);
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    globPatterns.push(...exposedFiles(manifest).map((file) => `${remote.folder}/dist/${file}`));
    modifyURLPrefix[`${remote.folder}/dist/`] = `/remotes/${remote.folder}/`;
    entries.push(`/remotes/${remote.folder}/mf-manifest.json`, `/remotes/${remote.folder}/remoteEntry.js`);
  }

  const work = mkdtempSync(path.join(tmpdir(), 'bedtime-sw-'));
  try {
    const bundled = path.join(work, 'sw.js');
    await build({
      entryPoints: [path.join(ROOT, 'shell/service-worker/sw.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      outfile: bundled,
      define: { 'process.env.NODE_ENV': '"production"', OFFLINE_REMOTE_ENTRIES: JSON.stringify(entries) },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: path.join(SHELL_DIST, 'sw.js'),
      globDirectory: ROOT,
      globPatterns,
      globIgnores: ['shell/dist/sw.js', '**/*.LICENSE.txt', '**/node_modules/**'],
      modifyURLPrefix,
      // rsbuild names its output by content hash: such a file never changes, so its URL is its version.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/,
      // The shared antd chunk is about 1.4 MB.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    for (const warning of warnings) console.warn(`service worker: ${warning}`);
    console.log(`service worker: shell/dist/sw.js precaches ${count} files (${(size / 1024 / 1024).toFixed(1)} MB before compression)`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServiceWorker();
