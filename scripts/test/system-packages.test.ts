import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SYSTEM_PACKAGES } from '../setup.mjs';

// Programs every machine has before setup runs (Debian's essential set, Node and npm themselves).
const BASE_SYSTEM = new Set(['sh', 'bash', 'node', 'npm', 'npx', 'find', 'git', 'apt-get']);
const SPAWNING_CALL = /\b(?:spawn|spawnSync|execFile|execFileSync|startProcess|runProcess|isInstalled)\(\s*['"]([\w.+-]+)['"]/g;
const SOURCE_FOLDERS = ['packages', 'services', 'scripts', 'shell', 'e2e', ...readdirSync(ROOT).filter((name) => name.startsWith('mf-'))];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(name) ? [full] : [];
  });
}

function spawnedPrograms(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of SOURCE_FOLDERS) {
    for (const file of sourceFiles(path.join(ROOT, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(SPAWNING_CALL)) {
        found.set(match[1] as string, path.relative(ROOT, file));
      }
    }
  }
  return found;
}

describe('system packages', () => {
  it('setup installs every program that the code or its tests start', () => {
    const installed = new Set(Object.values(SYSTEM_PACKAGES).flatMap((items) => items.flatMap((item) => (item.command ? [item.command] : []))));
    const programs = spawnedPrograms();
    // The scan must see the programs we know are started, or it would pass by finding nothing.
    expect([...programs.keys()]).toEqual(expect.arrayContaining(['festival', 'opusenc', 'lame']));
    const missing = [...programs].filter(([program]) => !BASE_SYSTEM.has(program) && !installed.has(program)).map(([program, file]) => `${program} (${file})`);
    expect(missing).toEqual([]);
  });
});
