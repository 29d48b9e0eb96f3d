import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The two gates `npm run lint` runs after ESLint fail on real code: Prettier's check with the repository's
 * settings, and knip's dead-code check on a small project with an export nobody imports.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the formatting gate', () => {
  it("rejects code not in the repository's format and accepts the same code formatted", async () => {
    const options = { ...JSON.parse(await readFile(path.join(ROOT, '.prettierrc.json'), 'utf8')), parser: 'typescript' };
    const messy = 'export const total = ( a:number,b : number ) => { return a+b }\n';
    expect(await prettier.check(messy, options)).toBe(false);
    const formatted = await prettier.format(messy, options);
    expect(formatted).toBe('export const total = (a: number, b: number) => {\n  return a + b;\n};\n');
    expect(await prettier.check(formatted, options)).toBe(true);
  });
});

describe('the dead-code gate', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  async function project(helpers: string): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'knip-gate-'));
    made.push(dir);
    await mkdir(path.join(dir, 'src'));
    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'knip-gate', private: true, type: 'module', main: 'src/index.ts' }));
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', strict: true }, include: ['src'] }),
    );
    await writeFile(path.join(dir, 'src/index.ts'), "import { used } from './helpers';\nconsole.log(used());\n");
    await writeFile(path.join(dir, 'src/helpers.ts'), helpers);
    return dir;
  }
  const knip = (dir: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'node_modules/knip/bin/knip.js'), '--directory', dir, '--no-progress', '--no-config-hints'], {
      encoding: 'utf8',
    });

  it('fails on an export nobody imports, naming it, and passes once it is gone', async () => {
    const dead = knip(await project('export const used = () => 1;\nexport const nobodyImportsThis = () => 2;\n'));
    expect(dead.status).toBe(1);
    expect(dead.stdout).toContain('nobodyImportsThis');
    const clean = knip(await project('export const used = () => 1;\n'));
    expect(clean.status, clean.stdout).toBe(0);
  });
});
