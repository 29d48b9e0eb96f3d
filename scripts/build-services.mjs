// Bundles each service of the platform registry into one ES module (services/<name>/dist/main.mjs) with
// esbuild, so that `npm start` runs plain JavaScript instead of transpiling a few hundred TypeScript files
// through tsx at every start. The workspace packages (@bedtime/*) are bundled in; npm dependencies stay
// outside (loaded from node_modules as usual). A bundle newer than every source it was built from is kept.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readdir, rename, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVICES } from '../packages/platform/src/registry.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where the bundle of a service entry (`services/story/src/main.ts`) goes. */
export const bundlePathOf = (entry) => path.join(ROOT, path.dirname(path.dirname(entry)), 'dist', 'main.mjs');

async function newestSourceTime(folder) {
  let newest = 0;
  for (const item of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!item.isFile() || item.parentPath.includes(`${path.sep}node_modules`) || item.parentPath.includes(`${path.sep}dist`)) continue;
    newest = Math.max(newest, statSync(path.join(item.parentPath, item.name)).mtimeMs);
  }
  return newest;
}

/**
 * The TypeScript sources keep finding their files (migrations, data folders) next to themselves through
 * `import.meta.dirname` and `import.meta.url`: in the bundle those would name dist/, so each module gets its
 * own original values written in.
 */
const keepModulePaths = {
  name: 'keep-module-paths',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(`file://${args.path}`));
      return { contents, loader: args.path.endsWith('.ts') || args.path.endsWith('.mts') ? 'ts' : args.path.endsWith('.tsx') ? 'tsx' : 'js' };
    });
  },
};

/** npm packages stay imports of node_modules; the workspace's own packages are bundled (they ship TypeScript). */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@bedtime/') ? undefined : { path: args.path, external: true }));
  },
};

/** Builds the bundles that are missing or older than their sources; returns how many were built. */
export async function buildServices({ force = false } = {}) {
  const newestShared = await newestSourceTime(path.join(ROOT, 'packages'));
  let built = 0;
  await Promise.all(
    SERVICES.map(async (service) => {
      const outfile = bundlePathOf(service.entry);
      const serviceFolder = path.join(ROOT, path.dirname(path.dirname(service.entry)));
      const newest = Math.max(
        newestShared,
        await newestSourceTime(path.join(serviceFolder, 'src')),
        statSync(path.join(serviceFolder, 'package.json')).mtimeMs,
      );
      if (!force && existsSync(outfile) && statSync(outfile).mtimeMs > newest) return;
      const result = await build({
        entryPoints: [path.join(ROOT, service.entry)],
        outfile,
        write: false,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        sourcemap: 'linked',
        logLevel: 'warning',
        plugins: [externalNpmPackages, keepModulePaths],
        tsconfig: path.join(serviceFolder, 'tsconfig.json'),
      });
      // Written aside and renamed into place: a stack starting at the same moment never runs half a file.
      await mkdir(path.dirname(outfile), { recursive: true });
      const suffix = `.${process.pid}.${Date.now()}.tmp`;
      await Promise.all(result.outputFiles.map((file) => writeFile(file.path + suffix, file.contents)));
      await Promise.all(result.outputFiles.map((file) => rename(file.path + suffix, file.path)));
      built += 1;
    }),
  );
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const built = await buildServices({ force: process.argv.includes('--force') });
  console.log(`services: ${built} bundle(s) built in ${Date.now() - started} ms`);
}
