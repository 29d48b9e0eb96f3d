// Installs what the project needs and is missing, using only Node's standard library: npm packages
// (when node_modules is absent or older than package-lock.json) and Debian packages (as root, via apt).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
// By path, not by package name: setup runs before `npm install` has linked the workspaces. This is why the
// registry is plain JavaScript data.
import { REMOTES } from '../packages/platform/src/registry.mjs';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Debian packages: narration (Festival + voice, Opus encoder) for running; Chromium for the browser tests. */
export const SYSTEM_PACKAGES = {
  run: [
    { command: 'festival', packages: ['festival', 'festvox-us-slt-hts'] },
    // The other offline narrators (kal and ked); the service offers only the voices it finds.
    { file: '/usr/share/festival/voices/english/kal_diphone/festvox/kal_diphone.scm', packages: ['festvox-kallpc16k'] },
    { file: '/usr/share/festival/voices/english/ked_diphone/festvox/ked_diphone.scm', packages: ['festvox-kdlpc16k'] },
    { command: 'opusenc', packages: ['opus-tools'] },
    { command: 'opusdec', packages: ['opus-tools'] },
    // MP3 is the narration fallback where opusenc is missing; its tests decode with lame too.
    { command: 'lame', packages: ['lame'] },
    { command: 'sox', packages: ['sox'] },
    { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', packages: ['fonts-dejavu-core'] },
  ],
  // The emoji font makes the browser tests' screenshots show the wizard's emoji as a person sees them.
  test: [
    { command: 'chromium', packages: ['chromium'] },
    // The narration tests check that no Festival process outlives its engine.
    { command: 'pgrep', packages: ['procps'] },
    { file: '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf', packages: ['fonts-noto-color-emoji'] },
  ],
  // `npm run bench`: nginx is the gateway's anchor (a proxy hop as a well-engineered server does it), wrk the load.
  bench: [
    { file: '/usr/sbin/nginx', packages: ['nginx-light'] },
    { command: 'wrk', packages: ['wrk'] },
  ],
};

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with code ${result.status}`);
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

export function ensureNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Bedtime Stories needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
}

export function ensureNpmPackages() {
  const lock = path.join(ROOT, 'package-lock.json');
  const marker = path.join(ROOT, 'node_modules/.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

export function ensureSystemPackages(kinds) {
  const wanted = kinds.flatMap((kind) => SYSTEM_PACKAGES[kind]);
  const missing = wanted.filter((item) => (item.command ? !has(item.command) : !existsSync(item.file))).flatMap((item) => item.packages);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !has('apt-get')) {
    console.warn(`Missing system packages: ${missing.join(' ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    return;
  }
  console.log(`Installing system packages: ${missing.join(' ')}…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * Front-end apps to build, in order: the shell, then every registered remote whose folder exists; a build
 * is skipped when its dist is newer than every source file.
 */
export const FRONTENDS = [{ workspace: '@bedtime/shell', dir: 'shell' }, ...REMOTES.map((remote) => ({ workspace: remote.workspace, dir: remote.folder }))];

function newestMtime(dir) {
  let newest = 0;
  const out = execFileSync('find', [dir, '-type', 'f', '-not', '-path', '*/node_modules/*', '-not', '-path', '*/dist/*', '-printf', '%T@\\n'], {
    encoding: 'utf8',
  });
  for (const line of out.split('\n')) if (line) newest = Math.max(newest, Number(line) * 1000);
  return newest;
}

export function buildFrontends({ force = false } = {}) {
  const shared = Math.max(...['web-kit', 'contracts', 'platform'].map((name) => newestMtime(path.join(ROOT, 'packages', name))));
  const rebuilt = [];
  for (const app of FRONTENDS) {
    const dir = path.join(ROOT, app.dir);
    if (!existsSync(path.join(dir, 'rsbuild.config.ts'))) continue;
    const stamp = path.join(dir, 'dist/index.html');
    const manifest = path.join(dir, 'dist/mf-manifest.json');
    const built = existsSync(stamp) ? statSync(stamp).mtimeMs : existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
    if (!force && built > Math.max(shared, newestMtime(dir))) continue;
    console.log(`Building ${app.dir}…`);
    run('npm', ['run', 'build', '-w', app.workspace]);
    rebuilt.push(app.dir);
  }
  // The shell's service worker precaches the remotes' build output (docs/offline.md): a remote built after
  // the shell means its precache list is written again.
  if (rebuilt.some((dir) => dir !== 'shell') && existsSync(path.join(ROOT, 'shell/dist/index.html'))) {
    run('npm', ['run', 'build:sw', '-w', '@bedtime/shell']);
  }
}
