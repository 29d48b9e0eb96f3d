// `npm run typecheck` (and the first step of `npm test`): every workspace with its own tsconfig, since
// server code and browser code have different libs, plus the scripts' own TypeScript (stack, benches).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './setup.mjs';

// The service worker has its own libs (WebWorker, not DOM), hence its own tsconfig inside the shell.
const workspaces = [...JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces, 'scripts', 'shell/service-worker'].filter((dir) =>
  existsSync(path.join(ROOT, dir, 'tsconfig.json')),
);
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const check = (dir) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', dir, '--noEmit', '--pretty'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ dir, code, output }));
  });

// Two at a time: the machines have two cores.
const results = [];
const queue = [...workspaces];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
let failed = 0;
for (const result of results) {
  if (result.code === 0) continue;
  failed++;
  console.error(`\nTypecheck failed in ${result.dir}:\n${result.output}`);
}
console.log(`typecheck: ${results.length - failed} of ${results.length} workspaces clean`);
process.exit(failed ? 1 : 0);
