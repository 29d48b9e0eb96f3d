// npm start: install what is missing, build what is not built, then run the product on http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildFrontends, ensureNodeVersion, ensureNpmPackages, ensureSystemPackages } from './setup.mjs';

ensureNodeVersion();
ensureNpmPackages();
ensureSystemPackages(['run']);
buildFrontends();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/run-stack.ts')], { stdio: 'inherit', cwd: ROOT });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Ctrl-C reaches the whole process group: the stack stops itself (bounded, and at once on a second
// Ctrl-C) and we leave with its code. Should it still be there well after that, it is killed.
let interrupts = 0;
const killIfStillThere = (afterMs) =>
  setTimeout(() => {
    child.kill('SIGKILL');
    process.exit(1);
  }, afterMs).unref();
process.on('SIGINT', () => {
  interrupts += 1;
  killIfStillThere(interrupts === 1 ? 30_000 : 3_000);
});
process.on('SIGTERM', () => {
  child.kill('SIGTERM');
  killIfStillThere(30_000);
});
