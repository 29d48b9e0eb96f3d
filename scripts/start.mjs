// npm start: install what is missing, build what is not built, then run the product on http://localhost:3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildFrontends, ensureNodeVersion, ensureNpmPackages, ensureSystemPackages } from './setup.mjs';

ensureNodeVersion();
ensureNpmPackages();
ensureSystemPackages(['run']);
buildFrontends();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/run-stack.ts')], { stdio: 'inherit', cwd: ROOT });
// Ctrl-C reaches the whole process group; the stack shuts itself down and we leave with its code.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
