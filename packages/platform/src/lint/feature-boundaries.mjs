// A local ESLint plugin (plain Node, no dependencies): `features/no-mutual-feature-imports`.
// A front end's feature folders (`src/features/<name>/`) may depend on one another in one direction
// only. When feature A imports feature B and B also imports A, the two are one thing or a shared piece
// sits in the wrong place: move it down (into the feature that owns it, or a lib both use) or let a
// composition above both (a page, or a feature such as mf-stories' `reading`) put them together.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/**
 * The feature a file belongs to: the folder right under the nearest `features` folder.
 * @param {string} file
 * @returns {{ root: string; name: string } | null}
 */
export function featureOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf('features');
  if (at < 0 || at + 2 >= parts.length) return null;
  return { root: parts.slice(0, at + 1).join(path.sep), name: /** @type {string} */ (parts[at + 1]) };
}

/** @type {Map<string, { mtimeMs: number; targets: string[] }>} */
const importsCache = new Map();

/**
 * Relative imports of one file, resolved to paths (cached until the file changes).
 * @param {string} file
 * @returns {string[]}
 */
function relativeImportsOf(file) {
  const { mtimeMs } = statSync(file);
  const cached = importsCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets;
  const targets = [];
  for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const specifier = /** @type {string} */ (match[1]);
    if (specifier.startsWith('.')) targets.push(path.resolve(path.dirname(file), specifier));
  }
  importsCache.set(file, { mtimeMs, targets });
  return targets;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function sourceFilesUnder(dir) {
  /** @type {string[]} */
  const files = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFilesUnder(full));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/**
 * The first file of feature `from` that imports anything of feature `to`, if any.
 * @param {string} root the `features` folder
 * @param {string} from
 * @param {string} to
 * @returns {string | undefined}
 */
function firstImporter(root, from, to) {
  const target = path.join(root, to);
  return sourceFilesUnder(path.join(root, from)).find((file) =>
    relativeImportsOf(file).some((imported) => imported === target || imported.startsWith(target + path.sep)),
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const noMutualFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Two feature folders never import each other both ways.' },
    schema: [],
    messages: {
      mutual: "Features '{{from}}' and '{{to}}' import each other ({{back}} imports '{{from}}'): move the shared piece down or compose both from above.",
    },
  },
  create(context) {
    const here = featureOf(context.filename);
    if (!here) return {};
    /** @param {any} node */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const there = featureOf(path.resolve(path.dirname(context.filename), specifier));
      if (!there || there.root !== here.root || there.name === here.name) return;
      const back = firstImporter(here.root, there.name, here.name);
      if (back) {
        context.report({
          node: node.source,
          messageId: 'mutual',
          data: { from: here.name, to: there.name, back: path.relative(here.root, back).split(path.sep).join('/') },
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default {
  meta: { name: 'features' },
  rules: { 'no-mutual-feature-imports': noMutualFeatureImports },
};
